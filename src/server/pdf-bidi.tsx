import { createContext, useContext, type ComponentProps } from 'react';
import { Text } from '@react-pdf/renderer';
import bidiFactory from 'bidi-js';
import type { Translate } from './errors';

/*
 * Right-to-left text in our PDFs (decision 046). @react-pdf/renderer lays out each <Text> as one paragraph with the
 * Unicode Bidirectional Algorithm (UAX #9, bidi-js inside @react-pdf/textkit), but from that <Text>'s own `direction`
 * style, which is not inherited and is 'ltr' unless set: an Arabic page drew "1 من 4" as "1 4 من", a date
 * (26/11/2026 with the locale's right-to-left marks) as "262026/11/" and a sentence's full stop at its start.
 * <BidiText> gives every paragraph the document's direction, and an interpolated value of the other direction (a
 * Latin name or title inside Arabic text, or the other way round) is isolated, so it keeps its own order and never
 * pulls its neighbours' numbers and punctuation into it. No 'server-only': this runs in the PDF worker (decision 045).
 */

export type PdfDirection = 'ltr' | 'rtl';

const DirectionContext = createContext<PdfDirection>('ltr');

/** The direction every <BidiText> below it lays its paragraphs out in. */
export const PdfDirectionProvider = DirectionContext.Provider;

/** The props of @react-pdf's <Text> on a page (not the SVG <text>, which has coordinates). */
type PageTextProps = Exclude<ComponentProps<typeof Text>, { x: string | number }>;

/** @react-pdf's <Text>, laid out in the document's direction. */
export function BidiText({ style, ...props }: PageTextProps) {
  const direction = useContext(DirectionContext);
  const own = style === undefined ? [] : Array.isArray(style) ? style : [style];
  return <Text {...props} style={[{ direction }, ...own]} />;
}

const MARK = { ltr: '\u200E', rtl: '\u200F' } as const;
const EMBEDDING = { ltr: '\u202A', rtl: '\u202B' } as const;
const POP_DIRECTIONAL_FORMATTING = '\u202C';
const bidi = bidiFactory();

const OTHER_DIRECTION_LETTERS: Record<PdfDirection, readonly string[]> = { ltr: ['R', 'AL'], rtl: ['L'] };

/**
 * The text as an isolate inside a paragraph running in `direction`: laid out in the direction of its own first strong
 * letter (an embedding), and a strong letter of the paragraph's direction to each neighbour (a mark either side),
 * which is what FSI … PDI do (UAX #9 §2.4, §2.6). Written with the older controls because the font has glyphs
 * for those (zero-width) but none for the isolates, which the renderer then draws in a fallback font as "h" and "i".
 * Only a text holding letters of the other direction is marked (a Latin name in Arabic, an Arabic one in English):
 * a number, a date or a same-direction text reads the same without, and each mark is one more invisible character
 * in copied text.
 */
export function isolate(text: string, direction: PdfDirection): string {
  if (!Array.from(text).some((character) => OTHER_DIRECTION_LETTERS[direction].includes(bidi.getBidiCharTypeName(character)))) return text;
  const own: PdfDirection = bidi.getEmbeddingLevels(text).paragraphs[0]?.level === 1 ? 'rtl' : 'ltr';
  return `${MARK[direction]}${EMBEDDING[own]}${text}${POP_DIRECTIONAL_FORMATTING}${MARK[direction]}`;
}

/**
 * The translator, with its text values isolated (a child's name, a course title) where they need it. Numbers are
 * left as numbers, for plurals and the locale's digits.
 */
export function isolatingValues(t: Translate, direction: PdfDirection): Translate {
  return (key, values) => {
    if (!values) return t(key);
    return t(key, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? isolate(value, direction) : value])));
  };
}

/** A row's children from the start of the line: right to left in an RTL document (the first column on the right). */
export function rowDirection(direction: PdfDirection): 'row' | 'row-reverse' {
  return direction === 'rtl' ? 'row-reverse' : 'row';
}
