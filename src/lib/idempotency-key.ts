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
