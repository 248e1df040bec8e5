import { DEFAULT_AVATAR_SEED, DEFAULT_AVATAR_VARIANT } from '@/lib/constants';
import { avatarUrl } from '../avatar-url';

/** Spec 7: round, 1 px grey border, white background, alt 'User Avatar'; size 64, style adventurer, seed 'default'. */
export function Avatar({ seed = DEFAULT_AVATAR_SEED, variant = DEFAULT_AVATAR_VARIANT, size = 64, alt = 'User Avatar' }: { seed?: string; variant?: string; size?: number; alt?: string }) {
  return (
    <img src={avatarUrl(variant, seed)} alt={alt} width={size} height={size} className="shrink-0 rounded-full border border-[#d1d5db] bg-white" loading="lazy" decoding="async" />
  );
}
