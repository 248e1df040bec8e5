/*
 * Numbers written in the browser without Intl. The first Intl object a page makes loads ICU's data: 15–60 ms on
 * this machine's Chromium, four times that on Lighthouse's phone, and the ticker on every page made one while it
 * hydrated (docs/benchmarks.md, "Lighthouse on /courses and the child's dashboard"). The server reads from Intl how
 * a locale writes numbers of a fixed number of decimals (a NumberShape, a few short strings in the props) and the
 * browser applies it with string operations: the same text as Intl for every decimal string it is given (checked
 * for every locale and currency of the product in number-shape.unit.test.ts), and as the server's HTML. The shapes
 * are read from Intl in read-number-shape.ts, a module of its own so that none of it reaches the browser.
 */

/** U+0000 stands for the number's digits in a shape's templates. */
export const BODY = '\u0000';

export interface NumberShape {
  /** The whole text of a positive, a negative and a zero value, the number's digits and separators written BODY. */
  positive: string;
  negative: string;
  zero: string;
  /** The locale's digits 0 to 9, in order. */
  digits: string;
  group: string;
  decimal: string;
  fractionDigits: number;
}

/**
 * A decimal string with the shape's number of decimals ("-1234.50"), written as the shape's locale writes it. A zero
 * is written without a sign, "-0.00" too (as Intl's signDisplay 'exceptZero'; the amounts given here are never
 * negative zeros).
 */
export function formatWithShape(shape: NumberShape, value: string): string {
  const negative = value.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const localDigits = (text: string) => text.replace(/[0-9]/g, (digit) => shape.digits[Number(digit)]!);
  const body = localDigits(whole.replace(/\B(?=(\d{3})+$)/g, shape.group)) + (fraction ? shape.decimal + localDigits(fraction) : '');
  const zero = /^0*$/.test(whole + fraction);
  return (zero ? shape.zero : negative ? shape.negative : shape.positive).replace(BODY, () => body);
}
