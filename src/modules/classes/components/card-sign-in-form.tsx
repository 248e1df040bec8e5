'use client';

import { Icon } from '@/components/ui/icon';
import { camera as cameraIcon } from '@/components/ui/icons/camera';
import Link from 'next/link';
import { useTranslations } from '@/i18n/client';
import { useActionState, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormStatus, useMessage } from '@/components/ui/form-status';
import { IDLE } from '@/lib/form-state';
import { CARD_INPUT_MAX, formatCardCode } from '@/lib/sign-in-card';
import { signInWithCardAction } from '../card-sign-in-action';
import type { CameraProblem } from './card-scanner';
import { CODE_INPUT } from './code-input';

type Camera = { state: 'off' } | { state: 'starting' } | { state: 'on' } | { state: 'problem'; problem: CameraProblem };

/**
 * /login/card (decision 066): the child holds their card up to the camera, or someone types the code printed under
 * its QR code. The scanner (and jsQR with it) is loaded only when the camera is asked for; a card it reads fills the
 * code and sends the form, so both ways are one sign-in.
 */
export function CardSignInForm() {
  const t = useTranslations('login.card');
  const message = useMessage();
  const [state, action, pending] = useActionState(signInWithCardAction, IDLE);
  const [camera, setCamera] = useState<Camera>({ state: 'off' });
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const stop = useRef<(() => void) | null>(null);

  useEffect(() => () => stop.current?.(), []);

  async function startCamera() {
    if (!video.current) return;
    setCamera({ state: 'starting' });
    try {
      const { scanForCard } = await import('./card-scanner');
      stop.current = await scanForCard(video.current, (code) => {
        setCamera({ state: 'off' });
        if (!field.current || !form.current) return;
        field.current.value = formatCardCode(code);
        form.current.requestSubmit();
      });
      setCamera({ state: 'on' });
    } catch (problem) {
      setCamera({ state: 'problem', problem: typeof problem === 'string' ? (problem as CameraProblem) : 'unavailable' });
    }
  }

  function stopCamera() {
    stop.current?.();
    stop.current = null;
    setCamera({ state: 'off' });
  }

  const showing = camera.state === 'on' || camera.state === 'starting';
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="card-camera" className="flex flex-col gap-3">
        <h2 id="card-camera" className="text-lg font-bold">
          {t('cameraTitle')}
        </h2>
        <p className="text-sm text-muted">{t('cameraHint')}</p>
        {/* Kept in the page while off, so the scanner has its element at once; hidden until the camera shows. */}
        <video ref={video} className={showing ? 'aspect-video w-full rounded-2xl bg-black object-cover' : 'hidden'} aria-label={t('cameraView')} muted playsInline />
        {camera.state === 'problem' ? (
          <p role="alert" className="text-sm font-semibold text-error">
            {t(`camera.${camera.problem}`)}
          </p>
        ) : null}
        {showing ? (
          <Button type="button" variant="secondary" onClick={stopCamera}>
            {t('cameraStop')}
          </Button>
        ) : (
          <Button type="button" onClick={startCamera} disabled={pending}>
            <Icon shape={cameraIcon} className="size-5" />
            {t('cameraStart')}
          </Button>
        )}
        {camera.state === 'on' ? (
          <p role="status" className="text-sm text-muted">
            {t('cameraLooking')}
          </p>
        ) : null}
      </section>
      <form ref={form} action={action} className="flex flex-col gap-4 border-t border-line pt-6" noValidate>
        <h2 className="text-lg font-bold">{t('typeTitle')}</h2>
        <FormStatus state={state} />
        <TextField
          ref={field}
          label={t('code')}
          hint={t('codeHint')}
          name="cardPassword"
          {...CODE_INPUT}
          maxLength={CARD_INPUT_MAX}
          controlClassName="font-mono"
          error={message(state.fieldErrors?.cardPassword)}
          required
        />
        <Button type="submit" disabled={pending}>
          {pending ? t('submitting') : t('submit')}
        </Button>
      </form>
      <p className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-center text-sm text-muted">
        {/* A full page load: the camera this page allowed stays here (its Permissions-Policy). */}
        <a href="/login/class" className="font-semibold text-primary hover:underline">
          {t('withPictures')}
        </a>
        <Link href="/login" className="font-semibold text-primary hover:underline">
          {t('withPassword')}
        </Link>
      </p>
    </div>
  );
}
