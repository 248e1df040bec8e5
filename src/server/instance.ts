import { randomUUID } from 'node:crypto';

/*
 * This process among the app's instances (decision 041): a random id, so a message an instance broadcasts through
 * PostgreSQL's NOTIFY is not handled twice by the instance that sent it. No 'server-only': server.ts imports it.
 */

const KEY = Symbol.for('academy.instance-id');
type Holder = typeof globalThis & { [KEY]?: string };

export function instanceId(): string {
  const holder = globalThis as Holder;
  holder[KEY] ??= randomUUID();
  return holder[KEY];
}

/** The channel on which an instance tells the others that the market's prices or stocks changed. */
export const MARKET_CHANNEL = 'academy_market';

/** The channel on which an instance tells the others that what every visitor sees changed (decision 019's caches). */
export const CONTENT_CHANNEL = 'academy_content';
