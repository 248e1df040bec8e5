import { fileUrl } from '@/lib/file-url';

/**
 * A badge's icon: its uploaded image, else its emoji. Decorative: the badge's name is always shown beside it.
 * `tile` sets the emoji on a highlight square (the admin lists); `locked` greys out a badge not earned yet.
 */
export function BadgeIcon({ emoji, imagePath, size = 48, locked = false, tile = false }: { emoji: string | null; imagePath: string | null; size?: number; locked?: boolean; tile?: boolean }) {
  const style = { width: size, height: size, fontSize: size * (tile ? 0.55 : 0.75) };
  return (
    <span aria-hidden="true" style={style} className={`inline-flex shrink-0 items-center justify-center rounded-lg leading-none ${tile && !imagePath ? 'bg-highlight' : ''} ${locked ? 'opacity-40 grayscale' : ''}`}>
      {imagePath ? <img src={fileUrl(imagePath)} alt="" width={size} height={size} className="h-full w-full rounded-lg object-contain" /> : emoji}
    </span>
  );
}
