import { createRequire } from 'node:module';
import path from 'node:path';

/*
 * Calling a server action over HTTP as the browser's Next client does, for the suites that drive the built server
 * without a browser (the fuzz and role suites, the durability suite, the soak): React's own argument encoder, and
 * the reader of the action's return value in the RSC answer.
 */

/** React's own encoder for action arguments (the one the browser's Next client uses): FormData or a JSON string. */
export const encodeReply = (createRequire(path.resolve('package.json'))('next/dist/compiled/react-server-dom-webpack/client.edge') as {
  encodeReply: (value: unknown) => Promise<string | FormData>;
}).encodeReply;

/**
 * The action's return value from the RSC payload: rows `id:json\n`, and text rows `id:T<hex byte length>,<text>`
 * with no newline after them (long strings are sent so). Row 0 names the result's row (`"a":"$@1"`).
 */
export function actionResult(payload: Buffer): unknown {
  const rows = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const colon = payload.indexOf(0x3a, at);
    if (colon < 0) break;
    const id = payload.subarray(at, colon).toString('latin1');
    if (payload[colon + 1] === 0x54 /* T */) {
      const comma = payload.indexOf(0x2c, colon);
      const length = parseInt(payload.subarray(colon + 2, comma).toString('latin1'), 16);
      rows.set(id, JSON.stringify(payload.subarray(comma + 1, comma + 1 + length).toString('utf8')));
      at = comma + 1 + length;
      continue;
    }
    const end = payload.indexOf(0x0a, colon);
    rows.set(id, payload.subarray(colon + 1, end < 0 ? payload.length : end).toString('utf8'));
    at = end < 0 ? payload.length : end + 1;
  }
  try {
    const root = JSON.parse(rows.get('0') ?? 'null') as { a?: unknown } | null;
    const reference = typeof root?.a === 'string' ? /^\$@([0-9a-f]+)$/.exec(root.a)?.[1] : undefined;
    return reference ? JSON.parse(rows.get(reference) ?? 'null') : root?.a;
  } catch {
    return undefined;
  }
}
