/* No 'server-only': the market engine, which runs in the custom server, reads raw queries too. */

/** The rows of a raw query (`db.execute`), on either driver: PGlite and node-postgres both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
