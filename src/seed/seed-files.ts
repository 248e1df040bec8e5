import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { unsafeStoreImage } from '@/modules/files/runtime';
import type { Db } from '@/db/client';
import { courses, storedFiles } from '@/db/schema';
import { CURRICULUM } from './curriculum';

/*
 * Thumbnails for the seeded courses: simple, friendly, original artwork drawn here as SVG, rasterised with sharp
 * to an 800×450 WebP at seed time and stored through the same upload pipeline as an admin's upload (re-encoded,
 * md5, metadata row). The seed has no actor: uploadedBy is null and no audit entry is written (store-image.ts).
 * Idempotent: a path that exists is not stored again, and only a course without a thumbnail gets one, so it also
 * fills in thumbnails on a database seeded before they existed.
 */

const WIDTH = 800;
const HEIGHT = 450;

function svg(body: string, background: [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  ${body}
</svg>`;
}

function coin(cx: number, cy: number, r: number): string {
  return `<g><circle cx="${cx}" cy="${cy}" r="${r}" fill="#FFC83D" stroke="#E09A12" stroke-width="${Math.max(3, r / 7)}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="none" stroke="#F2AE22" stroke-width="${Math.max(2, r / 10)}"/>
    <path d="M${cx - r * 0.35} ${cy - r * 0.45} q${r * 0.2} ${-r * 0.15} ${r * 0.4} 0" stroke="#FFF3C4" stroke-width="${Math.max(2, r / 9)}" fill="none" stroke-linecap="round"/></g>`;
}

function coinStack(x: number, baseY: number, count: number): string {
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const y = baseY - index * 16;
    out += `<ellipse cx="${x}" cy="${y + 6}" rx="46" ry="14" fill="#E09A12"/><ellipse cx="${x}" cy="${y}" rx="46" ry="14" fill="#FFC83D" stroke="#E09A12" stroke-width="3"/>`;
  }
  return out;
}

/** Money Basics: a smiling piggy bank, a coin dropping into its slot, and stacks of coins. */
const PIGGY_BANK = svg(
  `<circle cx="700" cy="80" r="50" fill="#FFE08A"/>
  <ellipse cx="400" cy="410" rx="380" ry="46" fill="#F6C26B"/>
  ${coinStack(640, 390, 4)}${coinStack(730, 395, 2)}${coinStack(120, 392, 3)}
  <path d="M205 262 q-38 -6 -34 -38 q4 -24 28 -14" stroke="#EE7F9C" stroke-width="10" fill="none" stroke-linecap="round"/>
  <rect x="270" y="330" width="40" height="62" rx="14" fill="#EE7F9C"/><rect x="420" y="330" width="40" height="62" rx="14" fill="#EE7F9C"/>
  <ellipse cx="360" cy="270" rx="160" ry="112" fill="#F7A1B5"/>
  <rect x="320" y="330" width="40" height="58" rx="14" fill="#F28DA7"/><rect x="380" y="330" width="40" height="58" rx="14" fill="#F28DA7"/>
  <path d="M292 178 L312 122 L352 168 Z" fill="#EE7F9C"/><path d="M410 170 L446 126 L458 184 Z" fill="#EE7F9C"/>
  <ellipse cx="515" cy="276" rx="36" ry="42" fill="#EE7F9C"/>
  <ellipse cx="508" cy="262" rx="6" ry="8" fill="#B94F6C"/><ellipse cx="508" cy="290" rx="6" ry="8" fill="#B94F6C"/>
  <circle cx="448" cy="232" r="12" fill="#3A2A33"/><circle cx="452" cy="227" r="4" fill="#FFFFFF"/>
  <path d="M430 300 q20 18 44 6" stroke="#B94F6C" stroke-width="6" fill="none" stroke-linecap="round"/>
  <ellipse cx="410" cy="276" rx="16" ry="10" fill="#F58AA3" opacity="0.8"/>
  <rect x="318" y="164" width="84" height="14" rx="7" fill="#B94F6C"/>
  ${coin(360, 96, 38)}
  <path d="M318 40 l-10 -16 M360 30 v-18 M402 40 l10 -16" stroke="#E09A12" stroke-width="6" stroke-linecap="round"/>`,
  ['#FFF6DD', '#FFE1A8'],
);

/** Saving and Budgeting: a glass jar of coins with a young plant growing out of it. */
const PLANT_JAR = svg(
  `<circle cx="110" cy="90" r="54" fill="#FFF1A8"/>
  <ellipse cx="400" cy="415" rx="360" ry="40" fill="#9BD7A7"/>
  <path d="M400 175 C400 130 398 100 402 60" stroke="#3E9A52" stroke-width="12" fill="none" stroke-linecap="round"/>
  <path d="M402 110 C350 112 318 80 316 40 C362 40 396 66 402 110 Z" fill="#5CC06F"/>
  <path d="M402 90 C450 90 486 58 490 18 C442 18 406 46 402 90 Z" fill="#4DB062"/>
  <path d="M402 140 C440 146 470 126 480 98 C446 94 414 110 402 140 Z" fill="#6FCB80"/>
  <rect x="288" y="150" width="224" height="30" rx="10" fill="#7FB8D9"/>
  <path d="M300 180 h200 q26 0 26 30 v170 q0 36 -36 36 h-180 q-36 0 -36 -36 v-170 q0 -30 26 -30 Z" fill="#D5EEF9" stroke="#7FB8D9" stroke-width="8" opacity="0.95"/>
  <ellipse cx="400" cy="388" rx="100" ry="20" fill="#E09A12"/>
  ${coin(350, 360, 26)}${coin(410, 372, 26)}${coin(460, 350, 24)}${coin(380, 322, 24)}${coin(440, 304, 22)}${coin(352, 292, 20)}
  <rect x="318" y="200" width="18" height="120" rx="9" fill="#FFFFFF" opacity="0.7"/>
  <path d="M620 300 q30 -50 60 0 q-30 30 -60 0 Z" fill="#5CC06F"/><path d="M650 300 v80" stroke="#3E9A52" stroke-width="8" stroke-linecap="round"/>
  <path d="M150 320 q24 -40 48 0 q-24 24 -48 0 Z" fill="#6FCB80"/><path d="M174 320 v64" stroke="#3E9A52" stroke-width="7" stroke-linecap="round"/>`,
  ['#E9F8FF', '#C9ECDA'],
);

/** How the Stock Market Works: a bar chart with a line climbing to an arrow and a star. */
const RISING_CHART = svg(
  `<rect x="90" y="60" width="620" height="330" rx="24" fill="#FFFFFF" opacity="0.85"/>
  <path d="M140 350 h520" stroke="#9AA8C7" stroke-width="6" stroke-linecap="round"/>
  <path d="M140 350 v-250" stroke="#9AA8C7" stroke-width="6" stroke-linecap="round"/>
  <path d="M140 290 h520 M140 230 h520 M140 170 h520" stroke="#E1E7F5" stroke-width="3"/>
  <rect x="180" y="280" width="60" height="70" rx="10" fill="#8FD3FF"/>
  <rect x="275" y="250" width="60" height="100" rx="10" fill="#7CC4F5"/>
  <rect x="370" y="230" width="60" height="120" rx="10" fill="#68B4EC"/>
  <rect x="465" y="180" width="60" height="170" rx="10" fill="#559FE0"/>
  <rect x="560" y="130" width="60" height="220" rx="10" fill="#428ad3"/>
  <path d="M190 270 L300 235 L395 250 L490 170 L600 110" stroke="#FF8A3D" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M628 92 L584 94 L606 130 Z" fill="#FF8A3D"/>
  <circle cx="190" cy="270" r="10" fill="#FFFFFF" stroke="#FF8A3D" stroke-width="6"/>
  <circle cx="300" cy="235" r="10" fill="#FFFFFF" stroke="#FF8A3D" stroke-width="6"/>
  <circle cx="395" cy="250" r="10" fill="#FFFFFF" stroke="#FF8A3D" stroke-width="6"/>
  <circle cx="490" cy="170" r="10" fill="#FFFFFF" stroke="#FF8A3D" stroke-width="6"/>
  <path d="M680 40 l10 22 24 3 -18 16 5 24 -21 -12 -21 12 5 -24 -18 -16 24 -3 Z" fill="#FFD23F"/>
  <path d="M110 40 l6 13 14 2 -10 9 3 14 -13 -7 -13 7 3 -14 -10 -9 14 -2 Z" fill="#FFD23F" opacity="0.8"/>`,
  ['#EEF3FF', '#D9E4FF'],
);

/** The seeded courses' art, by course slug (src/seed/curriculum). */
const STARTER_ART: readonly { slug: string; svg: string }[] = [
  { slug: 'money-basics', svg: PIGGY_BANK },
  { slug: 'saving-and-budgeting', svg: PLANT_JAR },
  { slug: 'how-the-stock-market-works', svg: RISING_CHART },
];

/** Every seeded course's picture: the starter courses' own art, the others their first lesson's first drawing. */
export const COURSE_THUMBNAILS: readonly { slug: string; svg: string }[] = [
  ...STARTER_ART,
  ...CURRICULUM.filter((course) => !STARTER_ART.some((art) => art.slug === course.slug)).flatMap((course) => {
    const picture = course.lessons[0]?.pictures[0];
    return picture ? [{ slug: course.slug, svg: picture.svg }] : [];
  }),
];

/** The stored path of a seeded course's thumbnail. */
export function seedThumbnailPath(slug: string): string {
  return `thumbnails/${slug}.webp`;
}

async function rasterise(source: string): Promise<Uint8Array> {
  const bytes = await sharp(Buffer.from(source), { density: 96 }).resize(WIDTH, HEIGHT).webp({ quality: 90 }).toBuffer();
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Stores the missing thumbnails and gives each seeded course without one its picture. Returns what it created. */
export async function seedCourseThumbnails(db: Db): Promise<string[]> {
  const created: string[] = [];
  for (const art of COURSE_THUMBNAILS) {
    const [course] = await db.select({ thumbnailPath: courses.thumbnailPath }).from(courses).where(eq(courses.slug, art.slug));
    if (!course || course.thumbnailPath) continue;
    const fullPath = seedThumbnailPath(art.slug);
    const [existing] = await db.select({ fullPath: storedFiles.fullPath }).from(storedFiles).where(eq(storedFiles.fullPath, fullPath));
    if (!existing) {
      const stored = await unsafeStoreImage(db, null, { originalName: `${art.slug}.webp`, bytes: await rasterise(art.svg), exactName: true });
      if (stored) created.push(`thumbnail ${stored.fullPath}`);
    }
    await db.update(courses).set({ thumbnailPath: fullPath }).where(and(eq(courses.slug, art.slug), isNull(courses.thumbnailPath)));
  }
  return created;
}
