/*
 * The age of digital consent per country (decision 060): below it, a child who registers alone needs a parent's consent
 * (decision 030's request). The one table of it, shared by the server and the registration form (no zod, no server
 * code: the browser gets this file). Sources are in the decision.
 */

/** One country's rule: the age, and whether below it the child must agree as well as a parent (France). */
export interface ConsentRule {
  age: number;
  childAgreementToo: boolean;
}

/** COPPA (15 U.S.C. 6501–6506, 16 CFR 312): under 13. The rule of accounts made before a country was asked. */
export const COPPA_CONSENT_AGE = 13;

/** GDPR art. 8(1): 16 unless a member state set a lower age (not below 13). Also the rule for a country not listed. */
export const DEFAULT_CONSENT_AGE = 16;

/**
 * Countries whose law we checked (decision 060). An EU or EEA country not listed has art. 8's 16, as does any other
 * country not listed: asking a parent one year too often costs a mail, asking too rarely breaks a law.
 */
export const CONSENT_AGES: Readonly<Record<string, ConsentRule>> = {
  US: { age: 13, childAgreementToo: false },
  GB: { age: 13, childAgreementToo: false },
  ES: { age: 14, childAgreementToo: false },
  IT: { age: 14, childAgreementToo: false },
  AT: { age: 14, childAgreementToo: false },
  FR: { age: 15, childAgreementToo: true },
  IE: { age: 16, childAgreementToo: false },
  NL: { age: 16, childAgreementToo: false },
  DE: { age: 16, childAgreementToo: false },
};

/**
 * The countries the sign-up offers (ISO 3166-1 alpha-2, without the uninhabited territories); their names come from
 * the reader's language (Intl.DisplayNames), so no message file lists them.
 */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG ' +
  'CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH ' +
  'GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY ' +
  'KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG ' +
  'NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM ' +
  'SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS YE YT ' +
  'ZA ZM ZW'
).split(' ');

/**
 * The rule for a child's country. Null (an account made before the country was asked, or a caller that sent none)
 * keeps the rule such accounts were made under, COPPA's 13; any other country not listed gets the safe default, 16.
 */
export function consentRuleFor(country: string | null): ConsentRule {
  if (country === null) return { age: COPPA_CONSENT_AGE, childAgreementToo: false };
  return CONSENT_AGES[country] ?? { age: DEFAULT_CONSENT_AGE, childAgreementToo: false };
}

/**
 * Whether a child born in `birthYear` who lives in `country` may be under its age of digital consent on some day of
 * this year: with the year alone, one who turns 15 this year is still 14 until their birthday, so a French child born
 * 15 years ago is asked too (decision 030's reading of a birth year).
 */
export function belowConsentAge(birthYear: number, country: string | null, now: Date = new Date()): boolean {
  return now.getUTCFullYear() - birthYear <= consentRuleFor(country).age;
}

/**
 * Whether a parent's consent for this child counts only with the child's own agreement too (France below 15, decision
 * 060): the registration asks it beside the parent's e-mail, a parent's take-over of a school's account asks the child
 * on their dashboard. A child with no birth year is not known to be below the age.
 */
export function childAgreementNeeded(child: { birthYear: number | null; country: string | null }, now: Date = new Date()): boolean {
  return child.birthYear !== null && consentRuleFor(child.country).childAgreementToo && belowConsentAge(child.birthYear, child.country, now);
}

/** On what an account stands besides the child's own age (decision 060; `consent_records.basis`). */
export type ConsentBasis = 'parent_consent' | 'parent_created' | 'school_authorisation';

/**
 * Whether a family must still give a parent's consent for a child's account: never when the account already stands on
 * a basis (a parent agreed, a parent made it, or the school that rostered it authorised it for educational use, which
 * COPPA and art. 6(1)(e) allow a school to give); otherwise when the child is below their country's age.
 */
export function familyConsentNeeded(child: { birthYear: number | null; country: string | null; basis: ConsentBasis | null }, now: Date = new Date()): boolean {
  if (child.basis !== null) return false;
  return child.birthYear !== null && belowConsentAge(child.birthYear, child.country, now);
}

/**
 * A sensible first choice for the sign-up's country: the region of the browser's first language that names one
 * (`navigator.languages`, what it sends as Accept-Language: "fr-FR" → FR), else the currency the visitor chose where it
 * names one country. Null leaves the child to choose (the euro names none).
 */
export function suggestedCountry(languages: readonly string[], chosenCurrency: string | null): string | null {
  for (const language of languages) {
    const region = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})(?:-|;|$)/i.exec(language.trim())?.[1]?.toUpperCase();
    if (region && COUNTRY_CODES.includes(region)) return region;
  }
  const byCurrency: Record<string, string> = { USD: 'US', GBP: 'GB', SGD: 'SG', INR: 'IN', JPY: 'JP', AUD: 'AU' };
  return (chosenCurrency && byCurrency[chosenCurrency]) || null;
}
