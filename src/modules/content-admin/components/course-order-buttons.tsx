'use client';

import { Icon } from '@/components/ui/icon';
import { arrowDown } from '@/components/ui/icons/arrow-down';
import { arrowUp } from '@/components/ui/icons/arrow-up';
import { useTranslations } from '@/i18n/client';
import { useActionState, useEffect, useRef } from 'react';
import { IDLE } from '@/lib/form-state';
import { moveCourseAction } from '../actions';
import { useFormToast } from '@/components/ui/use-form-toast';

const BUTTON =
  'inline-flex h-8 w-8 items-center justify-center rounded-lg border border-line bg-card text-sm hover:bg-page disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Move up / move down for one course. After a move the row sits elsewhere in the table, so the button that was
 * pressed takes the focus back (or its twin, when the course reached an end): a keyboard user can keep moving.
 */
export function CourseOrderButtons({ courseId, title, isFirst, isLast }: { courseId: number; title: string; isFirst: boolean; isLast: boolean }) {
  const t = useTranslations('courseEditor');
  const [upState, moveUp, upPending] = useActionState(moveCourseAction, IDLE);
  const [downState, moveDown, downPending] = useActionState(moveCourseAction, IDLE);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  useFormToast(upState);
  useFormToast(downState);
  useEffect(() => {
    if (upState.status === 'success') (isFirst ? down : up).current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [upState]);
  useEffect(() => {
    if (downState.status === 'success') (isLast ? up : down).current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [downState]);
  const pending = upPending || downPending;
  return (
    <div className="flex gap-1">
      <form action={moveUp}>
        <input type="hidden" name="courseId" value={courseId} />
        <input type="hidden" name="direction" value="up" />
        <button ref={up} type="submit" className={BUTTON} disabled={isFirst || pending} aria-label={t('moveUp', { title })} title={t('moveUp', { title })}>
          <Icon shape={arrowUp} size={14} />
        </button>
      </form>
      <form action={moveDown}>
        <input type="hidden" name="courseId" value={courseId} />
        <input type="hidden" name="direction" value="down" />
        <button ref={down} type="submit" className={BUTTON} disabled={isLast || pending} aria-label={t('moveDown', { title })} title={t('moveDown', { title })}>
          <Icon shape={arrowDown} size={14} />
        </button>
      </form>
    </div>
  );
}
