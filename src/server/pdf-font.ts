import path from 'node:path';
import { Font } from '@react-pdf/renderer';

/*
 * The one font of every PDF we draw (reports, decision 028; invoices, decision 040): DejaVu Sans has Latin, French
 * accents and Arabic (shaped and laid out right to left by the renderer), read from node_modules, no network.
 * No 'server-only': it runs in the PDF worker, plain Node, where that import throws (decision 045).
 */

export const PDF_FONT_FAMILY = 'DejaVu Sans';
let registered = false;

export function registerPdfFont(): void {
  if (registered) return;
  const dir = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf');
  Font.register({ family: PDF_FONT_FAMILY, fonts: [{ src: path.join(dir, 'DejaVuSans.ttf') }, { src: path.join(dir, 'DejaVuSans-Bold.ttf'), fontWeight: 'bold' }] });
  // Words are never split with hyphens: names and titles stay whole.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
