'use client';

/*
 * The reader's live notification stream (decision 036): one EventSource per tab, shared by the header's bell and the
 * open /notifications page. Each message is the reader's unread count, sent when the stream opens and whenever a
 * notification of theirs is written, read or cleared. Reopened after a drop or a refusal (lib/live-stream).
 */

import { openLiveStream } from '@/lib/live-stream';

type Listener = (unread: number) => void;

const listeners = new Set<Listener>();
let stopStream: (() => void) | null = null;

export const NOTIFICATIONS_STREAM_PATH = '/api/notifications/stream';

export function listenToNotifications(listener: Listener): () => void {
  listeners.add(listener);
  stopStream ??= openLiveStream(NOTIFICATIONS_STREAM_PATH, {
    events: {
      message: (data) => {
        const unread = Number((JSON.parse(data) as { unread?: unknown }).unread);
        if (Number.isFinite(unread)) for (const each of listeners) each(unread);
      },
    },
  });
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && stopStream) {
      stopStream();
      stopStream = null;
    }
  };
}
