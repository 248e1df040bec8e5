import path from 'node:path';
import { Font } from '@react-pdf/renderer';

/*
 * The one font of every PDF we draw (reports, decision 028; invoices, decision 040): DejaVu Sans has Latin, French
 * accents and Arabic (shaped and laid out right to left by the renderer), read from node_modules, no network.
 * No 'server-only': it runs in the PDF worker, plain Node, where that import throws (decision 045).
 */

export const PDF_FONT_FAMILY = 'DejaVu Sans';
const WEIGHTS = [400, 700] as const;
let registered = false;

export function registerPdfFont(): void {
  if (registered) return;
  const dir = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf');
  Font.register({ family: PDF_FONT_FAMILY, fonts: [{ src: path.join(dir, 'DejaVuSans.ttf') }, { src: path.join(dir, 'DejaVuSans-Bold.ttf'), fontWeight: 'bold' }] });
  // Words are never split with hyphens: names and titles stay whole.
  Font.registerHyphenationCallback((word) => [word]);
  for (const fontWeight of WEIGHTS) {
    const source = Font.getFont({ fontFamily: PDF_FONT_FAMILY, fontWeight, fontStyle: 'normal' });
    const load = source.load.bind(source);
    source.load = async () => {
      await load();
      if (source.data) keepGlyphCharacters(source.data as unknown as GlyphSource);
    };
  }
  registered = true;
}

/** The part of a parsed font (fontkit) that lays glyphs out. */
interface Glyph {
  id: number;
  codePoints: number[];
  isMark: boolean;
  isLigature: boolean;
}
interface GlyphSource {
  getGlyph(id: number, characters?: number[]): Glyph | null;
}

const keptFonts = new WeakSet<GlyphSource>();
const MARK = /^\p{M}$/u;

/*
 * The font is parsed once per process and serves every document after it (a fresh parse per document made each PDF
 * about 45 % slower, docs/benchmarks.md). fontkit keeps one glyph object per glyph id with the characters of the
 * first caller, and the renderer writes those characters into each document's text layer (its ToUnicode map). When
 * a document is embedded, the subsetter asks for the glyphs another glyph is drawn from without any characters
 * (DejaVu draws خ and ج over ح's shape, ة over ه's end), so after one such document ح read back as nothing in every
 * later PDF of the process: "ليلى حداد" became "ليلى داد" for a screen reader or a copy-paste, the picture right.
 * Here a glyph laid out for some text carries that text's characters: the cached glyph when they agree, otherwise a
 * view of it (its outline and metrics shared) with the characters of this text.
 */
function keepGlyphCharacters(font: GlyphSource): void {
  if (keptFonts.has(font)) return;
  keptFonts.add(font);
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, characters = []) => {
    const glyph = getGlyph(id, characters);
    if (!glyph || characters.length === 0 || sameCharacters(glyph.codePoints, characters)) return glyph;
    return Object.create(glyph, {
      codePoints: { value: characters },
      isMark: { value: characters.every((codePoint) => MARK.test(String.fromCodePoint(codePoint))) },
      isLigature: { value: characters.length > 1 },
    }) as Glyph;
  };
}

function sameCharacters(kept: number[], wanted: number[]): boolean {
  return kept.length === wanted.length && kept.every((codePoint, index) => codePoint === wanted[index]);
}
