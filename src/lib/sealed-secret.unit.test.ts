import { describe, expect, it } from 'vitest';
import { isSealed, openSecret, sealSecret } from './sealed-secret';

const SECRET = 'an-auth-secret-of-at-least-thirty-two-characters';
const OTHER = 'another-auth-secret-of-at-least-thirty-two-chars';

describe('a sealed secret', () => {
  it('keeps nothing of the secret in the clear and opens to it again', () => {
    const sealed = sealSecret('client-secret-123', 'sso-client-secret', SECRET);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('client-secret-123');
    expect(openSecret(sealed, 'sso-client-secret', SECRET)).toBe('client-secret-123');
  });

  it('differs each time it is sealed (a fresh nonce), and a sealed value is not sealed twice', () => {
    const first = sealSecret('same', 'sso-client-secret', SECRET);
    expect(sealSecret('same', 'sso-client-secret', SECRET)).not.toBe(first);
    expect(sealSecret(first, 'sso-client-secret', SECRET)).toBe(first);
  });

  it('does not open under another auth secret, another purpose, or once altered', () => {
    const sealed = sealSecret('client-secret-123', 'sso-client-secret', SECRET);
    expect(openSecret(sealed, 'sso-client-secret', OTHER)).toBeNull();
    expect(openSecret(sealed, 'another-purpose', SECRET)).toBeNull();
    const bytes = Buffer.from(sealed.slice('sealed:v1:'.length), 'base64url');
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    expect(openSecret(`sealed:v1:${bytes.toString('base64url')}`, 'sso-client-secret', SECRET)).toBeNull();
    expect(openSecret('sealed:v1:abc', 'sso-client-secret', SECRET)).toBeNull();
  });

  it('reads a secret stored before sealing as it is', () => {
    expect(openSecret('stored-in-clear', 'sso-client-secret', SECRET)).toBe('stored-in-clear');
  });
});
