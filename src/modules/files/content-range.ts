/** `bytes <first>-<last>/<total>` (RFC 9110 Content-Range), or null when the header is missing or malformed. */
export function parseContentRange(header: string | null): { first: number; last: number; total: number } | null {
  const match = /^bytes (\d{1,10})-(\d{1,10})\/(\d{1,10})$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [first, last, total] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (last < first || last >= total) return null;
  return { first, last, total };
}
