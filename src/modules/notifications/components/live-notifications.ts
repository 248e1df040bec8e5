'use client';

/*
 * The reader's live notification stream (decision 036): one EventSource per tab, shared by the header's bell and the
 * open /notifications page. Each message is the reader's unread count, sent when the stream opens and whenever a
 * notification of theirs is written, read or cleared. The browser reconnects by itself after a drop.
 */

type Listener = (unread: number) => void;

const listeners = new Set<Listener>();
let source: EventSource | null = null;

export const NOTIFICATIONS_STREAM_PATH = '/api/notifications/stream';

export function listenToNotifications(listener: Listener): () => void {
  listeners.add(listener);
  if (!source && typeof EventSource !== 'undefined') {
    source = new EventSource(NOTIFICATIONS_STREAM_PATH);
    source.addEventListener('message', (event: MessageEvent<string>) => {
      const unread = Number((JSON.parse(event.data) as { unread?: unknown }).unread);
      if (Number.isFinite(unread)) for (const each of listeners) each(unread);
    });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && source) {
      source.close();
      source = null;
    }
  };
}
