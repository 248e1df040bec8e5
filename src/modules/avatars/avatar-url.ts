// Apart from styles.ts so the Avatar component never pulls DiceBear's collection into a page's JavaScript.

/** Where the Avatar component and anyone else fetch an avatar. */
export function avatarUrl(style: string, seed: string): string {
  return `/api/avatar/7.x/${encodeURIComponent(style)}/svg?seed=${encodeURIComponent(seed)}`;
}
