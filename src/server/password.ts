import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's minimum for Argon2id: 19 MiB memory, 2 iterations, 1 lane.
 * better-auth's default scrypt parameters are below it, so it is given these functions.
 * 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
 */
const ARGON2ID = 2;
export const PASSWORD_HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
