import type { Currency } from './constants';
import type { Block, Question } from './lesson-content';
import { mapBlockTexts } from './lesson-translation';
import { minorDigits, typedDecimalText } from './money';
import { convertUsd } from './usd-conversion';
import { numberFormat } from './intl-formats';
import { formatCurrency } from './number-format';

/*
 * Amounts and numbers in a lesson, for its reader (decision 051). A lesson writes an amount as `{{money 2.50}}`: the
 * reader sees it in their own currency and locale ("$2.50", "2,50 €", "٢٫٥٠ €"). The amount is a pocket-money amount,
 * not a price to convert at today's rate (a lesson's sums must stay round and its answers fixed), so it is shown as
 * the same number in every currency of a similar size, and multiplied by a fixed scale where a unit of the currency
 * is worth far less (2.50 yen buys nothing; 250 yen buys a snack). Every amount of a lesson is scaled alike, so the
 * sums in its words and its answers still agree. A "money" number question's answer and tolerance scale with them.
 */

/** How many units of each currency a lesson's one unit of pocket money is. */
export const LESSON_MONEY_SCALE: Record<Currency, number> = { USD: 1, EUR: 1, GBP: 1, SGD: 1, AUD: 1, INR: 50, JPY: 100 };

export interface LessonReader {
  locale: string;
  currency: Currency;
}

const MONEY_TOKEN = /\{\{\s*money\s+(-?\d+(?:\.\d+)?)\s*\}\}/g;

/** `amount` (a plain decimal) in the reader's currency: its scale applied exactly, whole amounts without cents. */
export function formatLessonMoney(amount: string, reader: LessonReader): string {
  const digits = minorDigits(reader.currency);
  const scaled = convertUsd(amount, LESSON_MONEY_SCALE[reader.currency], digits);
  const whole = /^-?\d+(?:\.0+)?$/.test(scaled);
  const shown = whole ? 0 : digits;
  return formatCurrency(reader.locale, { style: 'currency', currency: reader.currency, minimumFractionDigits: shown, maximumFractionDigits: digits }, scaled as Intl.StringNumericLiteral);
}

/** The currency's own sign as the reader's locale writes it ("$", "€", "¥"): a money question's unit. */
export function currencySign(reader: LessonReader): string {
  return numberFormat(reader.locale, { style: 'currency', currency: reader.currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0).find((part) => part.type === 'currency')?.value ?? reader.currency;
}

/**
 * One text of a lesson for its reader: amounts in their currency. Other numbers stay as written: Arabic text writes
 * Latin digits, as the app's Arabic formatting does (Intl's 'ar').
 */
export function formatLessonText(text: string, reader: LessonReader): string {
  return text.replace(MONEY_TOKEN, (_, amount: string) => formatLessonMoney(amount, reader));
}

/** A question as its reader answers it: a money question's answer, tolerance and unit in their currency. */
function questionForReader(question: Question, reader: LessonReader): Question {
  if (question.kind !== 'number' || question.unit !== 'money') return question;
  const scale = LESSON_MONEY_SCALE[reader.currency];
  // Rounded to the millionth: 0.17 × 50 is 8.5, not 8.500000000000002.
  const scaled = (value: number) => Math.round(value * scale * 1e6) / 1e6;
  return { ...question, correct: scaled(question.correct), tolerance: scaled(question.tolerance), unit: currencySign(reader) };
}

/** A lesson's blocks for their reader: every word formatted (formatLessonText), money questions in their currency. */
export function blocksForReader(blocks: readonly Block[], reader: LessonReader): Block[] {
  return mapBlockTexts(blocks, (text) => formatLessonText(text, reader)).map((block) => (block.type === 'question' ? { ...block, question: questionForReader(block.question, reader) } : block));
}

/** A number a child typed, read whatever digits they used (Arabic-Indic or Latin, a comma or a point as decimal sign). */
export function readTypedNumber(typed: string): number | null {
  const latin = typedDecimalText(typed);
  if (!/^-?\d+(?:\.\d+)?$/.test(latin)) return null;
  return Number(latin);
}
