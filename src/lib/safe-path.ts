/** Only same-site paths are followed after sign-in (no open redirect). */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Browsers drop tabs and line breaks inside URLs, so "/\t/evil.com" would become "//evil.com".
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001F\u007F\s\\]/.test(value)) return null;
  return value;
}
