import { readFileSync } from 'node:fs';
import sharp from 'sharp';

/*
 * Decision 048: the pictures a search result, a shared link and an installed app show, drawn from the site's icon
 * (src/app/icon.svg) with no words in them, so one picture serves every language. Run once after the icon changes:
 * `npx tsx scripts/make-site-images.ts`; the PNGs are committed under public/.
 */
const icon = readFileSync('src/app/icon.svg');

async function square(size: number, file: string): Promise<void> {
  await sharp(icon, { density: (72 * size) / 64 }).resize(size, size).png().toFile(file);
}

async function openGraph(file: string): Promise<void> {
  const logo = await sharp(icon, { density: (72 * 360) / 64 }).resize(360, 360).png().toBuffer();
  await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#f8fafc' } })
    .composite([{ input: logo, top: 135, left: 420 }])
    .png()
    .toFile(file);
}

await square(192, 'public/icon-192.png');
await square(512, 'public/icon-512.png');
await openGraph('public/og-image.png');
