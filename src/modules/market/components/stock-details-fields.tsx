'use client';

import { useTranslations } from '@/i18n/client';
import { useState } from 'react';
import { MARKET_LIMITS } from '../limits';
import { STOCK_SECTORS } from '../sectors';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';

export interface StockDetailsValues {
  name: string;
  sector: string;
  description: string;
  volatility: string;
  drift: string;
}

/** Name, sector, description and the random model: shared by the add and edit forms. `idPrefix` keeps ids unique. */
export function StockDetailsFields({ idPrefix, values, errors, message }: { idPrefix: string; values: StockDetailsValues; errors: Record<string, string>; message: (key?: string) => string | undefined }) {
  const t = useTranslations('marketAdmin.fields');
  const sectors = useTranslations('marketAdmin.sectors');
  const [descriptionLength, setDescriptionLength] = useState(values.description.length);
  const decimal = { inputMode: 'decimal' as const, dir: 'ltr' as const, spellCheck: false, autoComplete: 'off' };
  return (
    <>
      <TextField compact id={`${idPrefix}-name`} label={t('name')} name="name" defaultValue={values.name} maxLength={MARKET_LIMITS.nameMax} required error={message(errors.name)} />
      <SelectField compact id={`${idPrefix}-sector`} label={t('sector')} name="sector" defaultValue={values.sector} error={message(errors.sector)}>
        {STOCK_SECTORS.map((sector) => (
          <option key={sector} value={sector}>
            {sectors(sector)}
          </option>
        ))}
      </SelectField>
      <TextField compact id={`${idPrefix}-volatility`} label={t('volatility')} name="volatility" defaultValue={values.volatility} hint={t('volatilityHint')} error={message(errors.volatility)} {...decimal} />
      <TextField compact id={`${idPrefix}-drift`} label={t('drift')} name="drift" defaultValue={values.drift} hint={t('driftHint')} error={message(errors.drift)} {...decimal} />
      <TextAreaField
        compact
        id={`${idPrefix}-description`}
        label={t('description')}
        name="description"
        defaultValue={values.description}
        rows={2}
        maxLength={MARKET_LIMITS.descriptionMax}
        onChange={(event) => setDescriptionLength(event.target.value.length)}
        hint={t('descriptionHint', { count: descriptionLength, max: MARKET_LIMITS.descriptionMax })}
        error={message(errors.description)}
        className="sm:col-span-2"
      />
    </>
  );
}
