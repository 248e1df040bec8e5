import { fileUrl } from '@/modules/content-admin/thumbnail-choices';

/** A badge's icon: its uploaded image, else its emoji. Decorative: the badge's name is always shown beside it. */
export function BadgeIcon({ iconEmoji, iconPath, locked = false, size = 'md' }: { iconEmoji: string | null; iconPath: string | null; locked?: boolean; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'h-16 w-16 text-5xl' : 'h-12 w-12 text-4xl';
  return (
    <span className={`flex shrink-0 items-center justify-center ${box} ${locked ? 'opacity-40 grayscale' : ''}`} aria-hidden="true">
      {iconPath ? <img src={fileUrl(iconPath)} alt="" className="h-full w-full rounded-lg object-contain" /> : iconEmoji}
    </span>
  );
}
