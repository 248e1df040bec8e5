import { createAvatar, type Style } from '@dicebear/core';
import * as collection from '@dicebear/collection';
import { DEFAULT_AVATAR_SEED } from '@/lib/constants';

/*
 * Spec 3/7: avatars are DiceBear styles, rendered on our own server (no third-party call from a child's browser).
 * URLs use DiceBear's kebab-case names (/7.x/adventurer-neutral/svg); every style the collection ships is served.
 */

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- DiceBear styles differ in their options type
const STYLES: ReadonlyMap<string, Style<any>> = new Map(Object.entries(collection).map(([name, style]) => [kebab(name), style]));

export const AVATAR_STYLE_NAMES: readonly string[] = [...STYLES.keys()].sort();

export function isAvatarStyle(name: string): boolean {
  return STYLES.has(name);
}

/** The SVG for a style and seed, or null for a style the collection does not ship. */
export function renderAvatarSvg(style: string, seed: string = DEFAULT_AVATAR_SEED, size?: number): string | null {
  const definition = STYLES.get(style);
  if (!definition) return null;
  return createAvatar(definition, { seed, ...(size ? { size } : {}) }).toString();
}
