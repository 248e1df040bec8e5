'use client';

import { useTranslations } from '@/i18n/client';
import { useActionState, useEffect, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useMessage } from '@/components/ui/form-status';
import { IDLE } from '@/lib/form-state';
import { updateProfileAction } from '../actions';

interface ProfileFormProps {
  styles: readonly string[];
  initial: { firstName: string; lastName: string; avatarVariant: string; avatarSeed: string };
}

function randomSeed(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** Name and avatar, with a live preview of the chosen style and seed (drawn by our own avatar route). */
export function ProfileForm({ styles, initial }: ProfileFormProps) {
  const t = useTranslations('profile');
  const message = useMessage();
  const [state, action, pending] = useActionState(updateProfileAction, IDLE);
  const [variant, setVariant] = useState(initial.avatarVariant);
  const [seed, setSeed] = useState(initial.avatarSeed);
  const errors = state.fieldErrors ?? {};
  useEffect(() => {
    if (state.status === 'success') toast.success(message(state.message) ?? '');
    if (state.status === 'error') toast.error(message(state.message, state.messageValues) ?? '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report each answer once
  }, [state]);
  const previewUrl = `/api/avatar/7.x/${encodeURIComponent(variant)}/svg?seed=${encodeURIComponent(seed || 'default')}`;
  return (
    <form action={action} className="grid gap-6 md:grid-cols-[auto_1fr]" noValidate>
      <div className="flex flex-col items-center gap-3">
        <img src={previewUrl} alt={t('preview')} width={160} height={160} className="rounded-full border border-[#d1d5db] bg-white" />
        <Button type="button" variant="secondary" onClick={() => setSeed(randomSeed())}>
          {t('shuffle')}
        </Button>
      </div>
      <div className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('firstName')} name="firstName" defaultValue={state.values?.firstName ?? initial.firstName} error={message(errors.firstName)} autoComplete="given-name" />
          <TextField label={t('lastName')} name="lastName" defaultValue={state.values?.lastName ?? initial.lastName} error={message(errors.lastName)} autoComplete="family-name" />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="avatarVariant" className="text-sm font-semibold">
            {t('style')}
          </label>
          <select id="avatarVariant" name="avatarVariant" value={variant} onChange={(event) => setVariant(event.target.value)} className="rounded-xl border border-line bg-card px-3 py-2.5">
            {styles.map((style) => (
              <option key={style} value={style}>
                {style.replace(/-/g, ' ')}
              </option>
            ))}
          </select>
          {errors.avatarVariant ? <p className="text-sm text-error">{message(errors.avatarVariant)}</p> : null}
        </div>
        <TextField label={t('seed')} name="avatarSeed" value={seed} onChange={(event) => setSeed(event.target.value)} hint={t('seedHint')} error={message(errors.avatarSeed)} maxLength={100} />
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? t('saving') : t('save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
