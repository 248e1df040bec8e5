/**
 * A fresh key for one submission (an order, a lesson answer, a journal entry, a feedback message): the server stores
 * one write per key and answers its first result, so a double click or a resend after a lost answer cannot store
 * twice (decisions 013 and 049). crypto.randomUUID exists only in secure contexts (HTTPS, localhost); elsewhere the
 * same version-4 layout is built from crypto.getRandomValues, which every browser has.
 */
export interface RandomSource {
  randomUUID?: () => string;
  getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>;
}

export function newIdempotencyKey(source: RandomSource = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What a key may look like on the wire (the order form's, the lesson player's, the journal's and feedback's). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w:-]{8,100}$/;

/** Where the key of a submission still waiting for its answer is kept: the tab's sessionStorage survives a reload. */
export type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The key to send a submission with. If an earlier submission of the very same content (`fingerprint`) in this
 * `slot` got no answer (the connection dropped, the tab was reloaded before it came), its key is reused: the server
 * then answers that submission's result and stores nothing twice. Other content gets `fresh`. The choice is
 * remembered until `settleKey`.
 */
export function pendingKey(store: KeyStore | null, slot: string, fingerprint: string, fresh: string): string {
  let key = fresh;
  try {
    const pending = JSON.parse(store?.getItem(slot) ?? 'null') as { key?: unknown; fingerprint?: unknown } | null;
    if (pending && pending.fingerprint === fingerprint && typeof pending.key === 'string') key = pending.key;
    store?.setItem(slot, JSON.stringify({ key, fingerprint }));
  } catch {
    // Storage refused (private mode, quota) or held something else: the key in the page still guards double clicks.
  }
  return key;
}

/** An answer arrived: the submission is settled one way or the other, and its key is never sent again. */
export function settleKey(store: KeyStore | null, slot: string): void {
  try {
    store?.removeItem(slot);
  } catch {
    // as above
  }
}

/** The tab's session storage, or null where there is none (server render, storage disabled). */
export function sessionKeyStore(): KeyStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** What a form says (not its key, not React's own fields): the same words sent again carry the same key. */
export function formFingerprint(data: FormData): string {
  return JSON.stringify(
    [...data.entries()]
      .filter(([name, value]) => typeof value === 'string' && name !== 'idempotencyKey' && !name.startsWith('$'))
      .map(([name, value]) => [name, String(value)])
      .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0)),
  );
}
