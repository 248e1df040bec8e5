'use client';

import { useTranslations } from '@/i18n/client';
import { useActionState, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { FormStatus, useMessage } from '@/components/ui/form-status';
import { useRedrawnFormAction } from '@/components/ui/use-redrawn-form';
import { IDLE, type FormState } from '@/lib/form-state';
import type { SchoolOidcSettings, SchoolSamlSettings, SchoolSignInProtocol, SchoolSignInSettings } from '../school-sign-in';
import { removeSchoolSignInAction } from '../remove-sign-in-action';
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

/** One address the school admin copies into their provider's console: left to right in every language. */
function Address({ label, value, name }: { label: string; value: string; name: string }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-semibold">{label}</span>
      <code dir="ltr" {...{ [`data-${name}`]: '' }} className="break-all rounded-lg bg-page px-2 py-1 font-mono text-xs">
        {value}
      </code>
    </div>
  );
}

/** OpenID Connect: a preset issuer, the client id and the secret (never sent back, only whether one is kept). */
function OidcFields({ settings, state }: { settings: SchoolOidcSettings; state: FormState }) {
  const t = useTranslations('schools.signIn');
  const message = useMessage();
  const [preset, setPreset] = useState<Preset>(presetOf(settings.issuer));
  const [issuer, setIssuer] = useState(state.values?.issuer ?? settings.issuer ?? PRESETS.google);

  function choose(next: Preset) {
    setPreset(next);
    if (next !== 'other') setIssuer(PRESETS[next]);
  }

  return (
    <>
      <Address label={t('redirectHint')} value={settings.redirectUri} name="redirect-uri" />
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
    </>
  );
}

/** SAML 2.0: what to give the identity provider, then its metadata, or its three values by hand. */
function SamlFields({ settings: saml, state }: { settings: SchoolSamlSettings; state: FormState }) {
  const t = useTranslations('schools.signIn');
  const message = useMessage();
  return (
    <>
      <div className="flex flex-col gap-3 rounded-xl border border-line p-3">
        <p className="text-sm text-muted">{t('samlGiveIdp')}</p>
        <Address label={t('samlEntityId')} value={saml.entityId} name="saml-entity-id" />
        <Address label={t('samlAcsUrl')} value={saml.acsUrl} name="saml-acs-url" />
        <Address label={t('samlMetadataUrl')} value={saml.metadataUrl} name="saml-metadata-url" />
      </div>
      <TextAreaField
        label={t('samlMetadata')}
        hint={t('samlMetadataHint')}
        name="idpMetadata"
        dir="ltr"
        rows={6}
        spellCheck={false}
        controlClassName="font-mono text-xs"
        defaultValue={state.values?.idpMetadata ?? saml.idpMetadata}
        error={message(state.fieldErrors?.idpMetadata)}
      />
      <TextField label={t('samlEntryPoint')} hint={t('samlEntryPointHint')} name="entryPoint" type="url" dir="ltr" defaultValue={state.values?.entryPoint ?? saml.entryPoint} error={message(state.fieldErrors?.entryPoint)} />
      <TextField label={t('samlIdpEntityId')} name="idpEntityId" dir="ltr" defaultValue={state.values?.idpEntityId ?? saml.idpEntityId} error={message(state.fieldErrors?.idpEntityId)} />
      <TextAreaField
        label={t('samlCertificate')}
        hint={t('samlCertificateHint')}
        name="certificate"
        dir="ltr"
        rows={4}
        spellCheck={false}
        controlClassName="font-mono text-xs"
        defaultValue={state.values?.certificate ?? saml.certificate}
        error={message(state.fieldErrors?.certificate)}
      />
    </>
  );
}

/** One provider the school keeps, and the button that removes it (the other protocol's stays). */
function KeptProvider({
  protocol,
  settings,
  action,
  pending,
}: {
  protocol: SchoolSignInProtocol;
  settings: SchoolOidcSettings | SchoolSamlSettings;
  action: (formData: FormData) => void;
  pending: boolean;
}) {
  const t = useTranslations('schools.signIn');
  const name = protocol === 'saml' ? t('protocolSaml') : t('protocolOidc');
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-school-provider={protocol}>
      <div className="flex min-w-0 flex-col gap-1">
        <span className="font-semibold">{name}</span>
        <span dir="ltr" className="break-all text-start text-sm text-muted">
          {settings.issuer}
        </span>
        <span className="text-sm text-muted">{t('providerDomains', { domains: settings.domains.join(', ') })}</span>
      </div>
      <form action={action}>
        <input type="hidden" name="protocol" value={protocol} />
        <Button type="submit" variant="secondary" disabled={pending} aria-label={t('removeLabel', { provider: name })}>
          {pending ? t('removing') : t('remove')}
        </Button>
      </form>
    </li>
  );
}

/**
 * The providers the school keeps: OpenID Connect, SAML 2.0, both or none, each removable on its own. The removal's
 * answer is said below the list, not in the removed provider's row: that row is gone once the page is redrawn.
 */
export function SchoolSignInProviders({ settings }: { settings: SchoolSignInSettings }) {
  const t = useTranslations('schools.signIn');
  const [state, action, pending] = useActionState(removeSchoolSignInAction, IDLE);
  const kept = (['oidc', 'saml'] as const).filter((protocol) => settings[protocol].configured);
  return (
    <>
      {kept.length === 0 ? (
        <p className="text-sm text-muted">{t('providersNone')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {kept.map((protocol) => (
            <KeptProvider key={protocol} protocol={protocol} settings={settings[protocol]} action={action} pending={pending} />
          ))}
        </ul>
      )}
      <FormStatus state={state} />
    </>
  );
}

/**
 * The school admin's provider form: OpenID Connect or SAML 2.0, the one chosen is added or changed (a school keeps
 * one of each, decision 069), with its e-mail domains.
 */
export function SchoolSignInSettingsForm({ settings }: { settings: SchoolSignInSettings }) {
  const t = useTranslations('schools.signIn');
  const message = useMessage();
  // Redrawn after each answer (the kit's hook): React's reset after an action put the protocol's select back on its
  // first option while the SAML fields stayed, so a second save after a refused one was sent as OpenID Connect.
  const [state, action, pending, round] = useRedrawnFormAction(saveSchoolSignInAction);
  const first: SchoolSignInProtocol = settings.oidc.configured || !settings.saml.configured ? 'oidc' : 'saml';
  const [protocol, setProtocol] = useState<SchoolSignInProtocol>((state.values?.protocol as SchoolSignInProtocol | undefined) ?? first);
  const chosen = settings[protocol];
  // The values sent come back only with the protocol they were sent for.
  const sent = state.values?.protocol === protocol || (!state.values?.protocol && protocol === 'oidc') ? state : { ...state, values: undefined, fieldErrors: undefined };

  return (
    <form key={round} action={action} className="flex flex-col gap-4" noValidate>
      <FormStatus state={state} />
      <SelectField label={t('protocol')} name="protocol" value={protocol} onChange={(event) => setProtocol(event.target.value === 'saml' ? 'saml' : 'oidc')}>
        <option value="oidc">{t('protocolOidc')}</option>
        <option value="saml">{t('protocolSaml')}</option>
      </SelectField>
      <div key={protocol} className="flex flex-col gap-4">
        {protocol === 'saml' ? <SamlFields settings={settings.saml} state={sent} /> : <OidcFields settings={settings.oidc} state={sent} />}
        <TextField
          label={t('domains')}
          hint={t('domainsHint')}
          name="domains"
          dir="ltr"
          defaultValue={sent.values?.domains ?? chosen.domains.join(', ')}
          error={message(sent.fieldErrors?.domains)}
          required
        />
        <CheckboxField
          label={t('rosterSubject')}
          hint={t('rosterSubjectHint')}
          name="rosterSubject"
          defaultChecked={sent.values ? sent.values.rosterSubject === 'on' : chosen.rosterSubject}
        />
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
