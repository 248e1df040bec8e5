'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from '@/i18n/client';
import { useCallback, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { UploadTask, type UploadSnapshot } from './upload-task';
import { useProblemText } from '@/components/ui/use-problem-text';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

/** Drag-and-drop or pick several images; each uploads with its own progress, pause, resume and cancel. */
export function ThumbnailUploader() {
  const t = useTranslations('thumbnails.upload');
  const problemText = useProblemText();
  const router = useRouter();
  const inputId = useId();
  const hintId = useId();
  const tasks = useRef(new Map<string, UploadTask>());
  const [items, setItems] = useState<{ task: UploadTask; snapshot: UploadSnapshot }[]>([]);
  const [dragging, setDragging] = useState(false);

  const onChange = useCallback(
    (snapshot: UploadSnapshot, previous: UploadSnapshot['state']) => {
      setItems((list) => list.map((item) => (item.snapshot.key === snapshot.key ? { ...item, snapshot } : item)));
      if (previous === snapshot.state) return;
      if (snapshot.state === 'success') {
        toast.success(t('done', { name: snapshot.file?.name ?? snapshot.name }));
        router.refresh();
      }
      if (snapshot.state === 'error' && snapshot.problem) toast.error(t('failed', { name: snapshot.name, reason: problemText(snapshot.problem) }));
    },
    [problemText, router, t],
  );
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // Leaving the page stops uploads in flight (their partial bytes expire on the server).
  useEffect(() => {
    const current = tasks.current;
    return () => {
      for (const task of current.values()) task.pause();
    };
  }, []);

  function addFiles(files: FileList | File[]) {
    const created = Array.from(files).map((file) => {
      let previous: UploadSnapshot['state'] = 'running';
      const task = new UploadTask(file, (snapshot) => {
        const before = previous;
        previous = snapshot.state;
        onChangeRef.current(snapshot, before);
      });
      tasks.current.set(task.current.key, task);
      return task;
    });
    setItems((list) => [...list, ...created.map((task) => ({ task, snapshot: task.current }))]);
    for (const task of created) task.start();
  }

  function dismiss(key: string) {
    tasks.current.delete(key);
    setItems((list) => list.filter((item) => item.snapshot.key !== key));
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) addFiles(event.dataTransfer.files);
  }

  return (
    <section aria-labelledby={`${inputId}-heading`} className="flex flex-col gap-3">
      <h2 id={`${inputId}-heading`} className="text-lg font-bold">
        {t('heading')}
      </h2>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={(event) => {
          // Moving over the zone's own children is not leaving it.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed p-6 text-center transition ${dragging ? 'border-primary bg-highlight' : 'border-line bg-card'}`}
      >
        <p className="font-semibold">{t('dropHere')}</p>
        <p className="text-sm text-muted">{t('or')}</p>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          aria-describedby={hintId}
          className="peer sr-only"
          onChange={(event) => {
            if (event.target.files?.length) addFiles(event.target.files);
            event.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center justify-center rounded-xl bg-[var(--button1-background)] px-4 py-2.5 text-sm font-semibold text-[var(--button1-text)] hover:bg-[var(--button1-hover-background)] hover:text-[var(--button1-hover-text)] peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[var(--primary)]"
        >
          {t('choose')}
        </label>
        <p id={hintId} className="max-w-xl text-xs text-muted">
          {t('hint')}
        </p>
      </div>
      {items.length > 0 ? (
        <ul aria-label={t('tasks')} className="flex flex-col gap-2">
          {items.map(({ task, snapshot }) => (
            <UploadRow key={snapshot.key} snapshot={snapshot} task={task} onDismiss={() => dismiss(snapshot.key)} problemText={problemText} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function UploadRow({ snapshot, task, onDismiss, problemText }: { snapshot: UploadSnapshot; task: UploadTask; onDismiss: () => void; problemText: ReturnType<typeof useProblemText> }) {
  const t = useTranslations('thumbnails.upload');
  const percent = snapshot.size > 0 ? Math.min(100, Math.floor((snapshot.transferred / snapshot.size) * 100)) : 0;
  const finished = snapshot.state === 'success' || snapshot.state === 'canceled' || snapshot.state === 'error';
  const tone = { running: 'text-ink', paused: 'text-muted', success: 'text-success', canceled: 'text-muted', error: 'text-error' }[snapshot.state];
  const button = 'px-3 py-1.5 text-xs';
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line bg-card p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 flex-1 truncate font-semibold" title={snapshot.name}>
          {snapshot.name}
        </span>
        <span className={`text-sm font-semibold ${tone}`} role="status">
          {t(`states.${snapshot.state}`)}
          {snapshot.state === 'running' || snapshot.state === 'paused' ? ` · ${t('percent', { percent })}` : null}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('progress', { name: snapshot.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-line"
      >
        <div className={`h-2 rounded-full transition-[width] ${snapshot.state === 'error' ? 'bg-error' : 'bg-progress'}`} style={{ width: `${percent}%` }} />
      </div>
      {snapshot.retryInMs !== null && snapshot.state === 'running' ? <p className="text-xs text-muted">{t('retrying', { seconds: Math.ceil(snapshot.retryInMs / 1000) })}</p> : null}
      {snapshot.state === 'error' && snapshot.problem ? <p className="text-sm text-error">{problemText(snapshot.problem)}</p> : null}
      <div className="flex flex-wrap gap-2">
        {snapshot.state === 'running' ? (
          <Button type="button" variant="secondary" className={button} aria-label={t('pauseNamed', { name: snapshot.name })} onClick={() => task.pause()}>
            {t('pause')}
          </Button>
        ) : null}
        {snapshot.state === 'paused' || (snapshot.state === 'error' && snapshot.resumable) ? (
          <Button type="button" variant="primary" className={button} aria-label={t('resumeNamed', { name: snapshot.name })} onClick={() => task.resume()}>
            {t('resume')}
          </Button>
        ) : null}
        {snapshot.state === 'running' || snapshot.state === 'paused' || (snapshot.state === 'error' && snapshot.resumable) ? (
          <Button type="button" variant="danger" className={button} aria-label={t('cancelNamed', { name: snapshot.name })} onClick={() => task.cancel()}>
            {t('cancel')}
          </Button>
        ) : null}
        {finished ? (
          <Button type="button" variant="ghost" className={button} aria-label={t('dismissNamed', { name: snapshot.name })} onClick={onDismiss}>
            {t('dismiss')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
