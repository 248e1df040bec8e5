'use client';

import { useTranslations } from '@/i18n/client';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/ui/form-status';
import { IDLE } from '@/lib/form-state';
import { updateSettingsAction } from '../actions';
import { SETTING_LIMITS } from '../limits';
import type { EditableSettings } from '../settings';
import { SelectField, TextField } from '@/components/ui/field';
import { MARKET_DAY_MINUTES, MARKET_DAY_MODES } from '../market-day';
import { useFormToast } from '@/components/ui/use-form-toast';

/** The simulator's rules. A refused form keeps what was typed and shows each field's problem. */
export function SimulatorSettingsForm({ settings, timeZones }: { settings: EditableSettings; timeZones: readonly string[] }) {
  const t = useTranslations('marketAdmin.settings');
  const message = useMessage();
  const [state, action, pending] = useActionState(updateSettingsAction, IDLE);
  useFormToast(state);
  const errors = state.fieldErrors ?? {};
  const value = (field: keyof EditableSettings) => state.values?.[field] ?? String(settings[field]);
  const numeric = { compact: true, inputMode: 'decimal' as const, dir: 'ltr' as const, spellCheck: false, autoComplete: 'off' };
  return (
    <form action={action} noValidate className="flex flex-col gap-4" aria-labelledby="market-settings-heading">
      <div>
        <h2 id="market-settings-heading" className="text-base font-bold">
          {t('heading')}
        </h2>
        <p className="text-sm text-muted">{t('lead')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <TextField id="market-startingCash" label={t('startingCash')} name="startingCash" defaultValue={value('startingCash')} hint={t('startingCashHint')} error={message(errors.startingCash)} {...numeric} />
        <TextField id="market-commission" label={t('commission')} name="commission" defaultValue={value('commission')} hint={t('commissionHint')} error={message(errors.commission)} {...numeric} />
        <TextField
          id="market-positionCapPct"
          label={t('positionCapPct')}
          name="positionCapPct"
          defaultValue={value('positionCapPct')}
          hint={t('positionCapHint')}
          error={message(errors.positionCapPct)}
          {...numeric}
          inputMode="numeric"
        />
        <TextField id="market-minSharePrice" label={t('minSharePrice')} name="minSharePrice" defaultValue={value('minSharePrice')} hint={t('minSharePriceHint')} error={message(errors.minSharePrice)} {...numeric} />
        <TextField
          id="market-tickIntervalMs"
          label={t('tickIntervalMs')}
          name="tickIntervalMs"
          defaultValue={value('tickIntervalMs')}
          hint={t('tickIntervalHint', { min: SETTING_LIMITS.minTickIntervalMs, max: SETTING_LIMITS.maxTickIntervalMs })}
          error={message(errors.tickIntervalMs)}
          {...numeric}
          inputMode="numeric"
        />
        <TextField
          id="market-replayTicksPerDay"
          label={t('replayTicksPerDay')}
          name="replayTicksPerDay"
          defaultValue={value('replayTicksPerDay')}
          hint={t('replayTicksHint')}
          error={message(errors.replayTicksPerDay)}
          {...numeric}
          inputMode="numeric"
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-bold">{t('dayHeading')}</legend>
        <p className="text-sm text-muted">{t('dayLead')}</p>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField id="market-dayScheduleMode" label={t('dayScheduleMode')} name="dayScheduleMode" defaultValue={value('dayScheduleMode')} error={message(errors.dayScheduleMode)} compact>
            {MARKET_DAY_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`dayMode.${mode}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            id="market-dayLengthMinutes"
            label={t('dayLengthMinutes')}
            name="dayLengthMinutes"
            defaultValue={value('dayLengthMinutes')}
            hint={t('dayLengthHint', { min: MARKET_DAY_MINUTES.min, max: MARKET_DAY_MINUTES.max })}
            error={message(errors.dayLengthMinutes)}
            {...numeric}
            inputMode="numeric"
          />
          <TextField
            id="market-dayCloseTime"
            label={t('dayCloseTime')}
            name="dayCloseTime"
            type="time"
            defaultValue={value('dayCloseTime')}
            hint={t('dayCloseTimeHint')}
            error={message(errors.dayCloseTime)}
            compact
            dir="ltr"
          />
          <SelectField id="market-dayTimeZone" label={t('dayTimeZone')} name="dayTimeZone" defaultValue={value('dayTimeZone')} hint={t('dayTimeZoneHint')} error={message(errors.dayTimeZone)} compact dir="ltr">
            {timeZones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>
      <div>
        <Button type="submit" disabled={pending} className="px-3 py-2">
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
