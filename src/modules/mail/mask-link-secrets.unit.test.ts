import { describe, expect, it } from 'vitest';
import { MASK, maskLinkSecrets } from './mask-link-secrets';

const SIGNATURE = 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF';

describe('maskLinkSecrets (what /admin/outbox shows of a link)', () => {
  it("hides a link's token and signature, keeps the rest of the link and the words", () => {
    const text = `Choose a new password: http://localhost:3000/reset-password?token=abc.DEF-123_xyz\n\nStop: http://localhost:3000/unsubscribe?u=user-1&t=feedback_received&s=${SIGNATURE}`;
    expect(maskLinkSecrets(text)).toBe(`Choose a new password: http://localhost:3000/reset-password?token=${MASK}\n\nStop: http://localhost:3000/unsubscribe?u=user-1&t=feedback_received&s=${MASK}`);
  });

  it('hides them in HTML too, in the href and the visible link, with &amp; between values', () => {
    const html = `<a href="https://academy.test/consent/stop?a=1f2e&amp;s=${SIGNATURE}">Stop</a> https://academy.test/consent?token=Q1w2E3r4&amp;x=1`;
    expect(maskLinkSecrets(html)).toBe(`<a href="https://academy.test/consent/stop?a=1f2e&amp;s=${MASK}">Stop</a> https://academy.test/consent?token=${MASK}&amp;x=1`);
  });

  it('hides a long random token carried in the path, and leaves short path segments and words alone', () => {
    expect(maskLinkSecrets('https://academy.test/api/auth/reset-password/k3J9dX0aQm7Lp2Vt8Ry5Wn1Bc4Hs6Fz0?callbackURL=/x')).toBe(`https://academy.test/api/auth/reset-password/${MASK}?callbackURL=/x`);
    const plain = 'Your invoice INV-2026-0001 is at https://academy.test/settings/billing/invoices/INV-2026-0001 (s=not a link)';
    expect(maskLinkSecrets(plain)).toBe(plain);
  });
});
