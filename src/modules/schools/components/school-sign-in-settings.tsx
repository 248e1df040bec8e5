'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { FormStatus, useMessage } from '@/components/ui/form-status';
import { IDLE } from '@/lib/form-state';
import type { SchoolSignInSettings } from '../school-sign-in';
import { saveSchoolSignInAction } from '../sign-in-actions';

/** The issuers of the two providers most schools use (decision 069); "other" leaves the field as typed. */
const PRESETS = {
  google: 'https://accounts.google.com',
  microsoft: 'https://login.microsoftonline.com/TENANT-ID/v2.0',
  other: '',
} as const;

type Preset = keyof typeof PRESETS;

function presetOf(issuer: string | null): Preset {
  if (!issuer) return 'google';
  if (issuer === PRESETS.google) return 'google';
  return issuer.startsWith('https://login.microsoftonline.com/') ? 'microsoft' : 'other';
}

/** The school admin's provider form: the client secret is never sent back, only whether one is kept. */
export function SchoolSignInSettingsForm({ settings }: { settings: SchoolSignInSettings }) {
  const t = useTranslations('schools.signIn');
  const message = useMessage();
  const [state, action, pending] = useActionState(saveSchoolSignInAction, IDLE);
  const [preset, setPreset] = useState<Preset>(presetOf(settings.issuer));
  const [issuer, setIssuer] = useState(state.values?.issuer ?? settings.issuer ?? PRESETS.google);

  function choose(next: Preset) {
    setPreset(next);
    if (next !== 'other') setIssuer(PRESETS[next]);
  }

  return (
    <form action={action} className="flex flex-col gap-4" noValidate>
      <FormStatus state={state} />
      <SelectField label={t('preset')} name="preset" value={preset} onChange={(event) => choose(event.target.value as Preset)}>
        <option value="google">{t('presetGoogle')}</option>
        <option value="microsoft">{t('presetMicrosoft')}</option>
        <option value="other">{t('presetOther')}</option>
      </SelectField>
      <TextField
        label={t('issuer')}
        hint={preset === 'microsoft' ? t('issuerHintMicrosoft') : t('issuerHint')}
        name="issuer"
        type="url"
        dir="ltr"
        value={issuer}
        onChange={(event) => setIssuer(event.target.value)}
        error={message(state.fieldErrors?.issuer)}
        required
      />
      <TextField label={t('clientId')} name="clientId" dir="ltr" autoComplete="off" defaultValue={state.values?.clientId ?? settings.clientId} error={message(state.fieldErrors?.clientId)} required />
      <TextField
        label={t('clientSecret')}
        hint={settings.hasSecret ? t('clientSecretKept') : t('clientSecretHint')}
        name="clientSecret"
        type="password"
        dir="ltr"
        autoComplete="new-password"
        error={message(state.fieldErrors?.clientSecret)}
        required={!settings.hasSecret}
      />
      <TextField
        label={t('domains')}
        hint={t('domainsHint')}
        name="domains"
        dir="ltr"
        defaultValue={state.values?.domains ?? settings.domains.join(', ')}
        error={message(state.fieldErrors?.domains)}
        required
      />
      <Button type="submit" disabled={pending}>
        {pending ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
