import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { env } from '@/lib/env';

/*
 * A secret we must hand back to a third party later (a school's OpenID Connect client secret, decision 069) is kept
 * sealed at rest: AES-256-GCM under a key derived from the auth secret (HKDF-SHA256, one key per purpose), so a copy
 * of the database alone (a backup, an export, a read-only leak) does not reveal it. A sealed value names its scheme,
 * `sealed:v1:` then base64url(iv ‖ tag ‖ ciphertext); a value without it is a secret stored before sealing, read as
 * it is and sealed at its next write. No 'server-only': the database layer's column type uses it.
 */

const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyFor(purpose: string, authSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'academy sealed secret', purpose, 32));
}

export function isSealed(value: string): boolean {
  return value.startsWith(PREFIX);
}

export function sealSecret(plain: string, purpose: string, authSecret = env().AUTH_SECRET): string {
  if (isSealed(plain)) return plain;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(purpose, authSecret), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/**
 * The secret a sealed value holds; a value stored before sealing as it is. Null when it cannot be opened: sealed
 * under another auth secret (rotated since) or altered. The caller treats that as no secret kept, to be typed again.
 */
export function openSecret(value: string, purpose: string, authSecret = env().AUTH_SECRET): string | null {
  if (!isSealed(value)) return value;
  const bytes = Buffer.from(value.slice(PREFIX.length), 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(purpose, authSecret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
