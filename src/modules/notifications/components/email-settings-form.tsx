'use client';

import { useTranslations } from '@/i18n/client';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { useFormToast } from '@/components/ui/use-form-toast';
import { IDLE } from '@/lib/form-state';
import { saveEmailSettingsAction } from '../actions';
import { EMAIL_DELIVERIES, OWN_MAIL_KINDS, type EmailDelivery } from '../email-rules';
import type { NotificationType } from '../types';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const SELECT = 'rounded-xl border border-line bg-card px-3 py-2 text-sm';

/** One end of the quiet hours: a whole hour of the day, or none. */
function HourSelect({ name, label, none, value }: { name: string; label: string; none: string; value: number | null }) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <select name={name} defaultValue={value ?? ''} className={SELECT}>
        <option value="">{none}</option>
        {HOURS.map((hour) => (
          <option key={hour} value={hour}>
            {`${String(hour).padStart(2, '0')}:00`}
          </option>
        ))}
      </select>
    </label>
  );
}

/** /settings "E-mail notifications" (parents and tutors): each kind off or at once, and quiet hours (decision 036). */
export function EmailSettingsForm({ kinds, quietStart, quietEnd, timeZone, zones, needsPlan }: { kinds: { type: NotificationType; delivery: EmailDelivery }[]; quietStart: number | null; quietEnd: number | null; timeZone: string; zones: string[]; needsPlan: NotificationType[] }) {
  const t = useTranslations('notifications.settings');
  const kindName = useTranslations('notifications.kinds');
  const [state, action, pending] = useActionState(saveEmailSettingsAction, IDLE);
  useFormToast(state);
  return (
    <form action={action} className="flex flex-col gap-5">
      <p className="text-sm text-muted">{t('lead')}</p>
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">{t('kinds')}</legend>
        {kinds.map((kind) => (
          <div key={kind.type} className="flex flex-wrap items-center justify-between gap-2 border-b border-line pb-2 last:border-0">
            <div className="text-sm">
              <label htmlFor={`delivery-${kind.type}`}>{kindName(kind.type)}</label>
              {needsPlan.includes(kind.type) ? (
                <p className="text-xs text-muted">
                  {t('needsFamily')}{' '}
                  <a href="/settings/billing" className="font-semibold text-[var(--link-text)] hover:underline">
                    {t('seePlans')}
                  </a>
                </p>
              ) : null}
            </div>
            <select id={`delivery-${kind.type}`} name={`delivery.${kind.type}`} defaultValue={kind.delivery} className={SELECT}>
              {/* A kind with its own e-mail (the weekly report) is sent or not; it never goes into a digest. */}
              {(OWN_MAIL_KINDS.includes(kind.type) ? (['off', 'immediate'] as const) : EMAIL_DELIVERIES).map((delivery) => (
                <option key={delivery} value={delivery}>
                  {OWN_MAIL_KINDS.includes(kind.type) && delivery === 'immediate' ? t('deliveries.send') : t(`deliveries.${delivery}`)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </fieldset>
      {/* min-w-0: a fieldset is as wide as its widest content by default, and the longest time zone is wider than a 320 px phone. */}
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">{t('quiet')}</legend>
        <p className="text-sm text-muted">{t('quietLead')}</p>
        <div className="flex flex-wrap items-end gap-3">
          <HourSelect name="quietStart" label={t('quietStart')} none={t('none')} value={quietStart} />
          <HourSelect name="quietEnd" label={t('quietEnd')} none={t('none')} value={quietEnd} />
          <label className="flex max-w-full min-w-0 flex-col gap-1 text-sm">
            {t('timeZone')}
            <select name="timeZone" defaultValue={timeZone} className={`${SELECT} w-full max-w-xs`}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          </label>
        </div>
      </fieldset>
      <div>
        <Button type="submit" disabled={pending}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
