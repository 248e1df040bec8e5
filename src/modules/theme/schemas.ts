import { z } from 'zod';
import { isThemeKey, isValidThemeValue, toThemeKey } from './theme-keys';

/** One colour change (spec 4: "Changing one colour … merges that key into the stored document"). */
export const themeColorSchema = z
  .object({
    key: z.string().max(64).transform(toThemeKey).refine(isThemeKey, 'errors.themeKey'),
    value: z.string().trim().max(200),
  })
  .refine((input) => isValidThemeValue(input.key, input.value), { message: 'errors.themeValue', path: ['value'] });
