'use client';

import { useTranslations } from '@/i18n/client';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';

/** Copies a file's absolute download URL. */
export function CopyUrlButton({ url }: { url: string }) {
  const t = useTranslations('thumbnails.detail');
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('copied'));
    } catch {
      toast.error(t('copyFailed'));
    }
  }
  return (
    <Button type="button" variant="secondary" className="px-3 py-1.5 text-xs" onClick={() => void copy()}>
      {t('copyUrl')}
    </Button>
  );
}
