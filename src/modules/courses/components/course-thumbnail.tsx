import { ServerImage } from '@/components/ui/server-image';

/** A course's picture from the file store (decorative: the title is beside it), cropped to 16:9. */
export function CourseThumbnail({ thumbnail, sizes, preload = false, className = '' }: { thumbnail: { src: string }; sizes: string; preload?: boolean; className?: string }) {
  return (
    <div className={`relative aspect-video overflow-hidden bg-page ${className}`}>
      <ServerImage src={thumbnail.src} alt="" fill sizes={sizes} preload={preload} className="object-cover" />
    </div>
  );
}
