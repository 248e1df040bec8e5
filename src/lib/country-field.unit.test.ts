import { describe, expect, it } from 'vitest';
import { countryField } from './country-field';

/* The one check of a country a form sends (decision 060), with the message its caller gives. */
describe('countryField', () => {
  const field = countryField('families.test.unknown');

  it('takes a listed country, trimmed and in capitals, as the sign-up and the back office send it', () => {
    expect(field.parse('FR')).toBe('FR');
    expect(field.parse(' gb ')).toBe('GB');
  });

  it('refuses an unlisted code, an empty choice and a missing field with the caller’s message', () => {
    for (const value of ['XX', '', undefined, 42]) {
      const result = field.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['families.test.unknown']);
    }
  });

  it('says each caller’s own words', () => {
    expect(countryField('errors.countryInvalid').safeParse('XX').error?.issues[0]?.message).toBe('errors.countryInvalid');
  });
});
