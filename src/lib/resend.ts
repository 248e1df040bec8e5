/*
 * Sending a write until an answer arrives (decision 049). A save, an answer or a completion that gets no answer (the
 * connection dropped, the server action's fetch threw) or is told "the database is away for a moment" is sent
 * again, with the same idempotency key, after a growing, jittered pause: 1 s, 2 s, 4 s… at most 30 s, the schedule
 * the live streams reopen on. The server stores a key's write once and answers its first result, so the person is
 * told one answer and nothing is stored twice.
 */

import { reopenPause } from './live-stream';

/** What a form or action answers when the database is away for a moment (server/form-action.ts). */
export const DATABASE_UNAVAILABLE = 'errors.databaseUnavailable';

/** The pause before the `attempt`-th resend (0-based): 1 s, 2 s, 4 s… at most 30 s, with up to a fifth of jitter. */
export function resendPause(attempt: number, random: () => number = Math.random): number {
  return reopenPause(attempt, random);
}

/** The answer is the database's "away for a moment", not a real answer: a form state's or an action result's. */
export function isDatabaseUnavailableAnswer(answer: unknown): boolean {
  if (!answer || typeof answer !== 'object') return false;
  const { message, error } = answer as { message?: unknown; error?: unknown };
  return message === DATABASE_UNAVAILABLE || error === DATABASE_UNAVAILABLE;
}

export interface ResendOptions<T> {
  /** An answer that is no answer yet (default: the database's "away for a moment"). */
  unanswered?: (answer: T) => boolean;
  /** Called before each pause: the first send had no answer, and the `attempt`-th resend (0-based) is coming. */
  onWaiting?: (attempt: number) => void;
  /** Stops the resending (the page was left): the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Waits `ms`, or less when there is reason not to (the network came back). */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

/** Waits `ms`, cut short when the browser says the network is back; rejects when `signal` aborts. */
export function waitOrOnline(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const done = () => {
      clearTimeout(timer);
      if (typeof window !== 'undefined') window.removeEventListener('online', done);
      signal?.removeEventListener('abort', aborted);
      resolve();
    };
    const aborted = () => {
      clearTimeout(timer);
      if (typeof window !== 'undefined') window.removeEventListener('online', done);
      reject(signal!.reason);
    };
    const timer = setTimeout(done, ms);
    if (typeof window !== 'undefined') window.addEventListener('online', done);
    signal?.addEventListener('abort', aborted, { once: true });
  });
}

/**
 * Calls `send` until it answers: a throw (no answer) or an "unanswered" answer is followed by a pause and another
 * call. `send` must carry the same idempotency key every time; that is what makes sending again safe.
 */
export async function sendUntilAnswered<T>(send: () => Promise<T>, options: ResendOptions<T> = {}): Promise<T> {
  const { unanswered = isDatabaseUnavailableAnswer, onWaiting, signal, wait = waitOrOnline, random } = options;
  for (let attempt = 0; ; attempt += 1) {
    if (signal?.aborted) throw signal.reason;
    try {
      const answer = await send();
      if (!unanswered(answer)) return answer;
    } catch (error) {
      // No answer: the request may or may not have reached the server; the same key makes both cases safe.
      if (signal?.aborted) throw error;
    }
    onWaiting?.(attempt);
    await wait(resendPause(attempt, random), signal);
  }
}
