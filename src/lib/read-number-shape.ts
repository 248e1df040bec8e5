import { minorDigits } from './money';
import { numberFormat } from './intl-formats';
import { readableCurrencyParts } from './number-format';
import { BODY, type NumberShape } from './number-shape';

/*
 * The server's side of lib/number-shape.ts: how a locale writes numbers, read from Intl. A module of its own, so the
 * browser's bundle, which imports number-shape.ts to write numbers, carries none of this.
 */

const BODY_PARTS = new Set<string>(['integer', 'group', 'decimal', 'fraction']);

function template(parts: Intl.NumberFormatPart[]): string {
  const first = parts.findIndex((part) => BODY_PARTS.has(part.type));
  const last = parts.findLastIndex((part) => BODY_PARTS.has(part.type));
  if (first < 0 || parts.slice(first, last + 1).some((part) => !BODY_PARTS.has(part.type))) throw new Error('a number written in more than one piece');
  return [...parts.slice(0, first), { type: 'literal', value: BODY }, ...parts.slice(last + 1)].map((part) => part.value).join('');
}

/**
 * The shape of `new Intl.NumberFormat(locale, options)` (server side: it uses Intl), for options that fix the
 * number of decimals (minimumFractionDigits equal to maximumFractionDigits). Throws for a locale that does not
 * group digits by three from the fourth on: none of the product's (the unit test checks them all).
 */
export function numberShape(locale: string, options: Intl.NumberFormatOptions): NumberShape {
  // Every page's ticker asks for two: read once per locale and options (few: the product's locales and currencies).
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let shape = shapes.get(key);
  if (!shape) {
    shape = readShape(locale, options);
    shapes.set(key, shape);
  }
  return shape;
}

const shapes = new Map<string, NumberShape>();

function readShape(locale: string, options: Intl.NumberFormatOptions): NumberShape {
  const fractionDigits = options.maximumFractionDigits ?? 0;
  if (options.minimumFractionDigits !== fractionDigits) throw new Error('a number shape needs a fixed number of decimals');
  const format = numberFormat(locale, options);
  const parts = (value: string) => readableCurrencyParts(locale, format.formatToParts(value as Intl.StringNumericLiteral));
  const sample = `1234567${fractionDigits ? `.${'5'.repeat(fractionDigits)}` : ''}`;
  const sampleParts = parts(sample);
  const groups = sampleParts.filter((part) => part.type === 'integer').map((part) => part.value.length);
  const short = parts('1234').filter((part) => part.type === 'integer').length;
  if (groups.join() !== '1,3,3' || short !== 2) throw new Error(`${locale} does not group digits by three`);
  const shape: NumberShape = {
    positive: template(sampleParts),
    negative: template(parts(`-${sample}`)),
    zero: template(parts('0')),
    digits: Array.from({ length: 10 }, (_, digit) => parts(String(digit)).find((part) => part.type === 'integer')!.value).join(''),
    group: sampleParts.find((part) => part.type === 'group')!.value,
    decimal: sampleParts.find((part) => part.type === 'decimal')?.value ?? '',
    fractionDigits,
  };
  if (shape.digits.length !== 10) throw new Error(`${locale} writes a digit in more than one character`);
  return shape;
}

/** The shape of formatMoney's text for `currency` in `locale`: formatWithShape(shape, convertUsd(amount, rate, shape.fractionDigits)). */
export function moneyShape(locale: string, currency: string): NumberShape {
  const digits = minorDigits(currency);
  return numberShape(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
}
