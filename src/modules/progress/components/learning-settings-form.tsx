'use client';

import { useTranslations } from '@/i18n/client';
import { useActionState, useEffect, useSyncExternalStore } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/ui/form-status';
import { IDLE } from '@/lib/form-state';
import { saveLearningSettingsAction } from '../actions';
import { currentTimeZoneName, DAILY_GOAL_CHOICES, DEFAULT_TIME_ZONE } from '../days';
import { READ_ALOUD_CHOICES, type ReadAloudSetting } from '../read-aloud-choice';

const GOAL_NAMES = { 10: 'relaxed', 20: 'steady', 30: 'keen', 50: 'super' } as const;
const OPTION_CARD =
  'flex cursor-pointer flex-col items-start gap-0.5 rounded-xl border border-line bg-card px-4 py-2.5 text-sm has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary/30';

const noSubscription = () => () => {};
// Chromium reports some zones by their old names ('Europe/Kiev'); the list holds today's.
const deviceTimeZone = () => currentTimeZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone);
const noDeviceOnServer = () => null;

/** /settings "Learning" (children): the daily goal, the time zone the child's days start in, and reading aloud. */
export function LearningSettingsForm({ initial, readAloud, zones }: { initial: { dailyGoalXp: number; timeZone: string }; readAloud: ReadAloudSetting; zones: string[] }) {
  const t = useTranslations('progress.settings');
  const message = useMessage();
  const [state, action, pending] = useActionState(saveLearningSettingsAction, IDLE);
  // The browser's zone, read after hydration (null on the server): preselected while the profile is still the default.
  const device = useSyncExternalStore(noSubscription, deviceTimeZone, noDeviceOnServer);
  const suggested = initial.timeZone === DEFAULT_TIME_ZONE && device && device !== DEFAULT_TIME_ZONE && zones.includes(device) ? device : null;
  const values = state.values ?? {};
  const goal = Number(values.dailyGoalXp ?? initial.dailyGoalXp);
  const zone = values.timeZone ?? suggested ?? initial.timeZone;
  const reading = values.readAloud ?? readAloud.choice;
  const errors = state.fieldErrors ?? {};

  useEffect(() => {
    if (state.status === 'success') toast.success(message(state.message) ?? '');
    if (state.status === 'error') toast.error(message(state.message, state.messageValues) ?? '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report each answer once
  }, [state]);

  return (
    <form action={action} className="flex flex-col gap-5">
      <p className="text-sm text-muted">{t('lead')}</p>
      <fieldset aria-describedby={errors.dailyGoalXp ? 'daily-goal-error' : undefined}>
        <legend className="mb-2 text-sm font-semibold">{t('goal')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {DAILY_GOAL_CHOICES.map((choice) => (
            <label
              key={`${choice}-${goal}`}
              className={OPTION_CARD}
            >
              <span className="flex items-center gap-2 font-semibold">
                <input type="radio" name="dailyGoalXp" value={choice} defaultChecked={goal === choice} />
                {t(`goalNames.${GOAL_NAMES[choice]}`)}
              </span>
              <span className="text-muted">{t('goalOption', { xp: choice })}</span>
            </label>
          ))}
        </div>
        {errors.dailyGoalXp ? (
          <p id="daily-goal-error" className="mt-1 text-sm text-error">
            {message(errors.dailyGoalXp)}
          </p>
        ) : null}
      </fieldset>
      {/* Decision 053: "automatic" follows the child's age, and says what that gives them today. */}
      <fieldset aria-describedby="read-aloud-hint">
        <legend className="mb-1 text-sm font-semibold">{t('readAloud.title')}</legend>
        <p id="read-aloud-hint" className="mb-2 text-xs text-muted">
          {t('readAloud.hint')}
        </p>
        <div className="grid gap-2 sm:grid-cols-3">
          {READ_ALOUD_CHOICES.map((choice) => (
            <label key={`${choice}-${reading}`} className={OPTION_CARD}>
              <span className="flex items-center gap-2 font-semibold">
                <input type="radio" name="readAloud" value={choice} defaultChecked={reading === choice} />
                {t(`readAloud.choices.${choice}`)}
              </span>
              <span className="text-muted">{t(`readAloud.describe.${choice === 'auto' ? (readAloud.byAge ? 'autoOn' : 'autoOff') : choice}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex max-w-md flex-col gap-1.5">
        <label htmlFor="timeZone" className="text-sm font-semibold">
          {t('timeZone')}
        </label>
        {/* The key remounts the select when the device's zone becomes known, so it shows as the default value. */}
        <select
          key={zone}
          id="timeZone"
          name="timeZone"
          defaultValue={zone}
          aria-invalid={errors.timeZone ? true : undefined}
          aria-describedby={errors.timeZone ? 'timeZone-error' : 'timeZone-hint'}
          className="rounded-xl border border-line bg-card px-3 py-2.5 aria-[invalid=true]:border-error"
          dir="ltr"
        >
          {zones.map((name) => (
            <option key={name} value={name}>
              {name.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
        {errors.timeZone ? (
          <p id="timeZone-error" className="text-sm text-error">
            {message(errors.timeZone)}
          </p>
        ) : (
          <p id="timeZone-hint" className="text-xs text-muted">
            {suggested && !values.timeZone ? t('deviceZone') : t('timeZoneHint')}
          </p>
        )}
      </div>
      <div>
        <Button type="submit" disabled={pending}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
