/*
 * The order form's key kept across a reload of the tab (the key itself comes from lib/idempotency-key.ts).
 */

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
