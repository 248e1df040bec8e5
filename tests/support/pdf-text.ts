import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF's text as a reader extracts it (pdf.js, through the fonts' Unicode maps), pages joined by line breaks. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
}

/** Characters that say which way text runs and draw nothing: poppler adds embeddings around the runs it reorders. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * The PDF's lines as poppler's pdftotext reads them (poppler-utils), in reading order: right to left lines come back
 * in logical order, as copied text has them. Each line without its direction marks and without
 * spaces, as poppler moves a space at the edge of a left-to-right run inside an Arabic line to the run's other side.
 */
export function pdftotextLines(bytes: Uint8Array): string[] {
  return withPdfFile(bytes, (file) => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }))
    .split('\n')
    .map(compactText)
    .filter(Boolean);
}

/** Text as pdftotextLines gives it: no direction marks, no white space. */
export function compactText(text: string): string {
  return text.replace(BIDI_CONTROLS, '').replace(/\s+/g, '');
}

export interface PdfWord {
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
}

/** Every word poppler finds on the PDF's pages, with where it is drawn (points from the page's top left corner). */
export function pdfWords(bytes: Uint8Array): PdfWord[] {
  const html = withPdfFile(bytes, (file) => execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
  return Array.from(html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g), ([, xMin, yMin, xMax, text]) => ({
    text: compactText(text!.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"')),
    xMin: Number(xMin),
    xMax: Number(xMax),
    yMin: Number(yMin),
  }));
}

/** The document's information as poppler's pdfinfo reads it: Title, Author, Tagged, Pages… */
export function pdfInfo(bytes: Uint8Array): Record<string, string> {
  const output = withPdfFile(bytes, (file) => execFileSync('pdfinfo', ['-enc', 'UTF-8', file], { encoding: 'utf8' }));
  const fields = output.split('\n').flatMap((line) => {
    const field = /^([^:]+):\s*(.*)$/.exec(line);
    return field ? [[field[1]!, field[2]!] as const] : [];
  });
  return Object.fromEntries(fields);
}

function withPdfFile<T>(bytes: Uint8Array, read: (file: string) => T): T {
  const folder = mkdtempSync(path.join(tmpdir(), 'academy-pdf-'));
  try {
    const file = path.join(folder, 'document.pdf');
    writeFileSync(file, bytes);
    return read(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
