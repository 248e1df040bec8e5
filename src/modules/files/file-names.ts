/** File names as the store keeps them: short, lower-case, safe in a URL and on any disk. */

const MAX_BASE_LENGTH = 80;

/**
 * A safe base name from whatever the browser sent: the extension is dropped (the stored format decides it),
 * accents are folded, anything other than a–z, 0–9, '-' and '_' becomes '-', and an empty result is 'image'.
 */
export function sanitizeBaseName(original: string): string {
  const withoutFolders = original.split(/[\\/]/).pop() ?? '';
  const withoutExtension = withoutFolders.replace(/\.[^.]*$/, '');
  const folded = withoutExtension.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const safe = folded
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/[-_]+$/g, '');
  return safe || 'image';
}

/** The names to try in order: `base.ext`, then `base-2.ext`, `base-3.ext`, … */
export function candidateName(base: string, extension: string, attempt: number): string {
  return attempt <= 1 ? `${base}.${extension}` : `${base}-${attempt}.${extension}`;
}
