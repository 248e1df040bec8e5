/**
 * A fresh key for one order submission (the server places an order once per key, so a double click or a retry
 * after a lost answer cannot buy twice). crypto.randomUUID exists only in secure contexts (HTTPS, localhost);
 * elsewhere the same version-4 layout is built from crypto.getRandomValues, which every browser has.
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

/** Where the key of an order sent without an answer yet is kept: sessionStorage survives a reload of the tab. */
export type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PENDING_ORDER = 'academy.pending-order';
const ORDER_FIELDS = ['symbol', 'side', 'type', 'shares', 'limitPrice'] as const;

/** What the order says (not its key): the same order sent again must carry the same key, another order a new one. */
export function orderFingerprint(data: FormData): string {
  return JSON.stringify(ORDER_FIELDS.map((name) => String(data.get(name) ?? '').trim()));
}

/**
 * The key to send `data` with. If an earlier submission of the very same order got no answer (the connection
 * dropped, the tab was reloaded before it came), its key is reused: the server then answers that order's result
 * and places nothing twice (decision 013). Otherwise `fresh`. The choice is remembered until an answer arrives.
 */
export function keyForSubmission(store: KeyStore | null, data: FormData, fresh: string): string {
  const fingerprint = orderFingerprint(data);
  let key = fresh;
  try {
    const pending = JSON.parse(store?.getItem(PENDING_ORDER) ?? 'null') as { key?: unknown; fingerprint?: unknown } | null;
    if (pending && pending.fingerprint === fingerprint && typeof pending.key === 'string') key = pending.key;
    store?.setItem(PENDING_ORDER, JSON.stringify({ key, fingerprint }));
  } catch {
    // Storage refused (private mode, quota) or held something else: the key in the page still guards double clicks.
  }
  return key;
}

/** An answer arrived: the order is settled one way or the other, and its key is never sent again. */
export function settleSubmission(store: KeyStore | null): void {
  try {
    store?.removeItem(PENDING_ORDER);
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
