'use client';

import { Icon } from '@/components/ui/icon';
import { deleteKey } from '@/components/ui/icons/delete';
import Link from 'next/link';
import { useTranslations } from '@/i18n/client';
import { useActionState, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormStatus, useMessage } from '@/components/ui/form-status';
import { IDLE, type FormState } from '@/lib/form-state';
import { CLASS_CODE_INPUT_MAX, PICTURE_SEQUENCE_LENGTH, PICTURES, type Picture } from '@/lib/picture-password';
import { Avatar } from '@/modules/avatars/components/avatar';
import { openClassForPicturesAction, signInWithPicturesAction } from '../picture-sign-in-action';
import type { PictureRosterEntry } from '../picture-passwords';
import { CODE_INPUT } from './code-input';
import { PictureIcon } from './picture-icon';

/** Where the tablet remembers the last class code it opened: the next child only picks their name. */
const TABLET_CLASS_CODE = 'academy.classCode';

/**
 * /login/class (decision 068): the class's sign-in code (remembered by the tablet), then the child's name from the
 * class's list, then their three pictures in order. The third picture sends the form; a wrong sequence clears the
 * pictures and says so kindly. Every step is buttons: a tap, or Tab and Enter.
 */
export function PictureSignInForm() {
  const t = useTranslations('login.class');
  const message = useMessage();
  const [opened, openAction, opening] = useActionState(openClassForPicturesAction, IDLE);
  const [signed, signInAction, signing] = useActionState(signInWithPicturesAction, IDLE);
  const [leftClass, setLeftClass] = useState(false);
  const [child, setChild] = useState<PictureRosterEntry | null>(null);
  // The pictures tapped since the last answer: a refused sequence starts again from the first picture.
  const [picks, setPicks] = useState<{ after: FormState; pictures: Picture[] }>({ after: IDLE, pictures: [] });
  const sequence = useMemo(() => (picks.after === signed ? picks.pictures : []), [picks, signed]);
  const setSequence = (pictures: Picture[]) => setPicks({ after: signed, pictures });
  const codeField = useRef<HTMLInputElement>(null);
  const picturesForm = useRef<HTMLFormElement>(null);
  const picturesTitle = useRef<HTMLHeadingElement>(null);
  const roster = useMemo<PictureRosterEntry[] | null>(() => (opened.status === 'success' && opened.values?.roster ? (JSON.parse(opened.values.roster) as PictureRosterEntry[]) : null), [opened]);
  const classCode = opened.values?.classCode ?? '';

  useEffect(() => {
    const remembered = window.localStorage.getItem(TABLET_CLASS_CODE);
    if (remembered && codeField.current && !codeField.current.value) codeField.current.value = remembered;
  }, []);
  useEffect(() => {
    if (roster && classCode) window.localStorage.setItem(TABLET_CLASS_CODE, classCode);
  }, [roster, classCode]);
  useEffect(() => {
    if (sequence.length === PICTURE_SEQUENCE_LENGTH) picturesForm.current?.requestSubmit();
  }, [sequence]);
  useEffect(() => {
    if (child) picturesTitle.current?.focus();
  }, [child]);

  if (!roster || leftClass) {
    return (
      <form action={openAction} onSubmit={() => setLeftClass(false)} className="flex flex-col gap-4" noValidate>
        <FormStatus state={opened} />
        <TextField
          ref={codeField}
          label={t('classCode')}
          hint={t('classCodeHint')}
          name="classCode"
          {...CODE_INPUT}
          maxLength={CLASS_CODE_INPUT_MAX}
          controlClassName="font-mono text-2xl tracking-widest"
          error={message(opened.fieldErrors?.classCode)}
          required
        />
        <Button type="submit" disabled={opening} className="min-h-14 text-lg">
          {opening ? t('opening') : t('open')}
        </Button>
        <OtherWays />
      </form>
    );
  }

  if (!child) {
    return (
      <section aria-labelledby="class-names" className="flex flex-col gap-4">
        <h2 id="class-names" className="text-xl font-bold">
          {t('whoAreYou', { className: opened.values?.className ?? '' })}
        </h2>
        {roster.length === 0 ? <p className="text-muted">{t('nobody')}</p> : null}
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {roster.map((entry) => (
            <li key={entry.cardId}>
              <button
                type="button"
                onClick={() => {
                  setSequence([]);
                  setChild(entry);
                }}
                className="flex min-h-28 w-full flex-col items-center justify-center gap-2 rounded-2xl border-2 border-line bg-card p-3 text-lg font-bold hover:border-primary focus-visible:border-primary"
              >
                <Avatar seed={entry.avatarSeed} variant={entry.avatarVariant} size={56} alt="" />
                <span className="max-w-full truncate">{entry.firstName}</span>
              </button>
            </li>
          ))}
        </ul>
        <Button type="button" variant="secondary" onClick={() => setLeftClass(true)}>
          {t('otherClass')}
        </Button>
      </section>
    );
  }

  return (
    <section aria-labelledby="class-pictures" className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <Avatar seed={child.avatarSeed} variant={child.avatarVariant} size={56} alt="" />
        <h2 id="class-pictures" ref={picturesTitle} tabIndex={-1} className="text-xl font-bold outline-none">
          {t('yourPictures', { name: child.firstName })}
        </h2>
      </div>
      <form ref={picturesForm} action={signInAction} className="flex flex-col gap-4">
        <input type="hidden" name="classCode" value={classCode} />
        <input type="hidden" name="cardId" value={child.cardId} />
        <input type="hidden" name="picturePassword" value={sequence.join(' ')} />
        <FormStatus state={signed} />
        <ol className="flex justify-center gap-3" aria-label={t('chosen', { count: sequence.length, total: PICTURE_SEQUENCE_LENGTH })}>
          {Array.from({ length: PICTURE_SEQUENCE_LENGTH }, (_, index) => {
            const picture = sequence[index];
            return (
              <li key={index} className="flex size-16 items-center justify-center rounded-2xl border-2 border-dashed border-line bg-page">
                {picture ? <PictureIcon picture={picture} size={48} label={t(`pictures.${picture}`)} /> : <span className="sr-only">{t('empty')}</span>}
              </li>
            );
          })}
        </ol>
        <p role="status" className="sr-only">
          {t('chosen', { count: sequence.length, total: PICTURE_SEQUENCE_LENGTH })}
        </p>
      </form>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4" aria-label={t('pick')}>
        {PICTURES.map((picture) => (
          <li key={picture}>
            <button
              type="button"
              disabled={signing || sequence.length >= PICTURE_SEQUENCE_LENGTH}
              onClick={() => setSequence(sequence.length < PICTURE_SEQUENCE_LENGTH ? [...sequence, picture] : sequence)}
              className="flex aspect-square w-full min-h-20 items-center justify-center rounded-2xl border-2 border-line bg-card hover:border-primary focus-visible:border-primary disabled:opacity-60"
              data-picture={picture}
            >
              <PictureIcon picture={picture} size={56} label={t(`pictures.${picture}`)} />
            </button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="secondary" disabled={signing || sequence.length === 0} onClick={() => setSequence(sequence.slice(0, -1))}>
          <Icon shape={deleteKey} className="size-5 rtl:rotate-180" />
          {t('undo')}
        </Button>
        <Button type="button" variant="secondary" disabled={signing} onClick={() => setChild(null)}>
          {t('notMe')}
        </Button>
      </div>
      {signing ? (
        <p role="status" className="text-center font-semibold">
          {t('signingIn')}
        </p>
      ) : null}
    </section>
  );
}

function OtherWays() {
  const t = useTranslations('login.class');
  return (
    <p className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-center text-sm text-muted">
      {/* A full page load: the card's page alone may use the camera (its own Permissions-Policy, decision 066). */}
      <a href="/login/card" className="font-semibold text-primary hover:underline">
        {t('withCard')}
      </a>
      <Link href="/login" className="font-semibold text-primary hover:underline">
        {t('withPassword')}
      </Link>
    </p>
  );
}
