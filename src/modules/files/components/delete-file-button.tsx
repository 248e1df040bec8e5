'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from '@/i18n/client';
import { useId, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { OPERATION_RETRY_LIMIT_MS } from '../constants';
import { fileUrl } from '@/lib/file-url';
import { useProblemText } from '@/components/ui/use-problem-text';
import { problemFromError, problemOf, sendRequest, withRetries, type Problem } from './http-client';

/** Delete behind a confirm dialog. A file in use is refused by the server with the titles that use it (shown as a toast). */
export function DeleteFileButton({ fullPath, name, afterDeleteHref }: { fullPath: string; name: string; afterDeleteHref: string }) {
  const t = useTranslations('thumbnails.delete');
  const kinds = useTranslations('thumbnails.kinds');
  const say = useProblemText();
  // A refusal names the courses, lessons and badges that still use the file, so the admin knows what to change.
  const problemText = (problem: Problem) => say({ ...problem, about: problem.usedBy?.map((usage) => `${kinds(usage.kind)} “${usage.title}”`).join(', ') });
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const [pending, setPending] = useState(false);

  async function remove() {
    dialog.current?.close();
    setPending(true);
    try {
      const url = `/api${fileUrl(fullPath)}`;
      const answer = await withRetries(() => sendRequest('DELETE', url), { limitMs: OPERATION_RETRY_LIMIT_MS });
      if (answer.status === 200) {
        toast.success(t('done', { name }));
        router.push(afterDeleteHref);
        router.refresh();
      } else {
        toast.error(problemText(problemOf(answer)));
      }
    } catch (error) {
      toast.error(problemText(problemFromError(error)));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <Button type="button" variant="danger" disabled={pending} className="px-3 py-1.5 text-xs" onClick={() => dialog.current?.showModal()}>
        {t('button')}
      </Button>
      <dialog ref={dialog} aria-labelledby={titleId} aria-describedby={bodyId} className="m-auto w-[min(28rem,90vw)] rounded-2xl border border-line bg-dialog p-6 text-dialog-ink backdrop:bg-black/50">
        <h2 id={titleId} className="text-lg font-bold break-words">
          {t('title', { name })}
        </h2>
        <p id={bodyId} className="mt-2 text-sm text-muted">
          {t('body')}
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => dialog.current?.close()}>
            {t('cancel')}
          </Button>
          <Button type="button" variant="danger" onClick={() => void remove()}>
            {t('confirm')}
          </Button>
        </div>
      </dialog>
    </>
  );
}
