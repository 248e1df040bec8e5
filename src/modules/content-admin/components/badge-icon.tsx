import { fileUrl } from '@/modules/files/file-url';
/** A badge's icon: its emoji, or its uploaded image (decorative: the name is always beside it). */
export function BadgeIcon({ emoji, imagePath, size = 40 }: { emoji: string | null; imagePath: string | null; size?: number }) {
  if (imagePath) return <img src={fileUrl(imagePath)} alt="" width={size} height={size} className="shrink-0 rounded-lg object-cover" style={{ width: size, height: size }} />;
  return (
    <span aria-hidden className="inline-flex shrink-0 items-center justify-center rounded-lg bg-highlight" style={{ width: size, height: size, fontSize: size * 0.55 }}>
      {emoji}
    </span>
  );
}
