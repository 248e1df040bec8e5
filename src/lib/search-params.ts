/** A query-string value as a page reads it: the value when it came once, else nothing (`?a=1&a=2` is not a value). */
export function singleParam(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
