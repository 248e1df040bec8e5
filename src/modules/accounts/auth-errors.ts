import { APIError } from 'better-auth/api';

/** better-auth's error code, when the error is one of its answers. */
export function authErrorCode(error: unknown): string | null {
  if (!(error instanceof APIError)) return null;
  const body = error.body as { code?: string } | undefined;
  return body?.code ?? String(error.status);
}
