import { pendingKey, settleKey, type KeyStore } from '@/lib/idempotency-key';

/*
 * The order form's key kept across a reload of the tab (decision 013); the key itself and its keeping are
 * lib/idempotency-key.ts's.
 */

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
  return pendingKey(store, PENDING_ORDER, orderFingerprint(data), fresh);
}

/** An answer arrived: the order is settled one way or the other, and its key is never sent again. */
export function settleSubmission(store: KeyStore | null): void {
  settleKey(store, PENDING_ORDER);
}
