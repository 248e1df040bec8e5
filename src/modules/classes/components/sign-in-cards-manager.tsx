'use client';

import { useTranslations } from '@/i18n/client';
import { useActionState, useMemo } from 'react';
import { ActionForm } from '@/components/ui/action-form';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form-status';
import { PrintButton } from '@/components/ui/print-button';
import { IDLE } from '@/lib/form-state';
import { Avatar } from '@/modules/avatars/components/avatar';
import { printCardsAction, revokeCardAction } from '../card-actions';
import { PictureIcon } from './picture-icon';
import type { PrintedCard } from '../sign-in-cards';

/** A child's row as the page shows it: whether they have a card, and its dates in words (written on the server). */
export interface CardRow {
  id: string;
  name: string;
  avatarSeed: string;
  avatarVariant: string;
  hasCard: boolean;
  status: string;
}

/**
 * The class's children with their cards, and the sheet of cards just printed (decision 066). The codes exist only in
 * the print action's answer: the sheet shows them until the page is left, and printing again replaces them.
 */
export function SignInCardsManager({ classId, classCode, students }: { classId: string; classCode: string | null; students: CardRow[] }) {
  const t = useTranslations('classes.cards');
  const [state, printAction, pending] = useActionState(printCardsAction, IDLE);
  const cards = useMemo<PrintedCard[]>(() => (state.status === 'success' && state.values?.cards ? (JSON.parse(state.values.cards) as PrintedCard[]) : []), [state]);
  return (
    <>
      <section aria-labelledby="cards-students" className="rounded-2xl border border-line bg-card p-6 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="cards-students" className="text-lg font-bold">
            {t('students')}
          </h2>
          {students.length > 0 ? (
            <form action={printAction}>
              <input type="hidden" name="classId" value={classId} />
              <Button type="submit" disabled={pending}>
                {pending ? t('printing') : t('printAll', { count: students.length })}
              </Button>
            </form>
          ) : null}
        </div>
        <p className="mt-1 text-sm text-muted">{t('printAllHint')}</p>
        {classCode ? (
          <p className="mt-2 text-sm" data-class-code={classCode}>
            {t('classCode')}{' '}
            <strong className="font-mono text-base" dir="ltr">
              {classCode}
            </strong>
            .{' '}
            {t('classCodeHint')}
          </p>
        ) : null}
        <div className="mt-3">
          <FormStatus state={state} />
        </div>
        {students.length === 0 ? (
          <p className="mt-3 text-sm text-muted">{t('noStudents')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-line">
            {students.map((student) => (
              <li key={student.id} className="flex flex-wrap items-center gap-3 py-3" data-card-student={student.name}>
                <Avatar seed={student.avatarSeed} variant={student.avatarVariant} size={40} alt="" />
                {/* At least 10rem for the name, so on a phone the buttons go under it rather than squeezing it. */}
                <div className="min-w-0 flex-1 basis-40">
                  <p className="truncate font-semibold">{student.name || t('unnamed')}</p>
                  <p className="text-xs text-muted">{student.status}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <form action={printAction}>
                    <input type="hidden" name="classId" value={classId} />
                    <input type="hidden" name="childId" value={student.id} />
                    <Button type="submit" variant="secondary" disabled={pending} aria-label={t(student.hasCard ? 'reprintFor' : 'printFor', { name: student.name })}>
                      {student.hasCard ? t('reprint') : t('print')}
                    </Button>
                  </form>
                  {student.hasCard ? (
                    <ActionForm
                      action={revokeCardAction}
                      fields={{ classId, childId: student.id }}
                      label={t('revoke')}
                      accessibleLabel={t('revokeFor', { name: student.name })}
                      variant="secondary"
                      confirm={{ title: t('revokeTitle', { name: student.name }), body: t('revokeBody'), confirmLabel: t('revoke'), cancelLabel: t('cancel') }}
                    />
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {cards.length > 0 ? (
        <section aria-labelledby="cards-sheet" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
            <h2 id="cards-sheet" className="text-lg font-bold">
              {t('sheet', { count: cards.length })}
            </h2>
            <PrintButton label={t('printSheet')} />
          </div>
          <p className="text-sm text-muted print:hidden">{t('sheetHint')}</p>
          <ul className="sign-in-card-sheet" data-print="only" aria-label={t('sheet', { count: cards.length })}>
            {cards.map((card) => (
              <li key={card.childId} className="sign-in-card" data-card-code={card.code} data-card-class={card.classCode}>
                <div className="flex items-center gap-2">
                  <Avatar seed={card.avatarSeed} variant={card.avatarVariant} size={48} alt="" />
                  <div className="min-w-0">
                    <p className="truncate text-lg font-extrabold leading-tight">{card.name || t('unnamed')}</p>
                    <p className="truncate text-sm">{card.className}</p>
                  </div>
                </div>
                <div className="flex items-center justify-center gap-3">
                  <img src={card.qr} alt={t('qrAlt', { name: card.name })} className="sign-in-card-qr" />
                  {/* The picture password (decision 068), beside the QR code so eight cards still fill an A4 page. */}
                  <div className="flex flex-col items-center gap-1 text-center">
                    <p className="text-xs font-semibold">{t('picturesOnCard')}</p>
                    <ol className="flex flex-col items-center gap-1" data-card-pictures={card.pictures.join(' ')}>
                      {card.pictures.map((picture, index) => (
                        <li key={index} className="flex items-center gap-1 text-xs font-bold">
                          <span aria-hidden="true">{index + 1}</span>
                          <PictureIcon picture={picture} size={28} label={t(`pictures.${picture}`)} />
                        </li>
                      ))}
                    </ol>
                    <p className="text-xs">
                      {t('classCodeOnCard')}
                      <br />
                      <span className="font-mono font-bold" dir="ltr">
                        {card.classCode}
                      </span>
                    </p>
                  </div>
                </div>
                <p className="sign-in-card-code text-center font-mono font-bold" dir="ltr">
                  {card.code}
                </p>
                <p className="text-center text-xs">{t('cardHint')}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
