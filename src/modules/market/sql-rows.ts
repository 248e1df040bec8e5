/** The rows of a raw `execute` (both drivers answer `{ rows }`; Drizzle types the answer as unknown). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
