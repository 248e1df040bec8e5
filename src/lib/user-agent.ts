/*
 * A browser's name and system from its User-Agent, for "a new sign-in from Firefox on Windows" (decision 037). Only
 * the common families, in the order their tokens must be tested (Edge and Opera also say Chrome; Chrome also says
 * Safari); anything else is ''. Product names, so never translated.
 */

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/(?:\bHeadless|\b)(?:Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** The browser's and the system's names, where the User-Agent says them. */
export function deviceOf(userAgent: string | null | undefined): { browser?: string; system?: string } {
  const agent = (userAgent ?? '').slice(0, 512);
  return { browser: BROWSERS.find(([pattern]) => pattern.test(agent))?.[1], system: SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] };
}

/**
 * The label kept with a known device and shown in a data export ("Firefox on Linux"). A message to a person joins
 * the two names in their language instead (deviceOf, and the notification's own words).
 */
export function deviceLabel(userAgent: string | null | undefined): string {
  const { browser, system } = deviceOf(userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? '';
}
