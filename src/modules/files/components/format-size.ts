import type { useFormatter } from 'next-intl';

type Formatter = ReturnType<typeof useFormatter>;

/** 512 B, 38.4 kB, 1.2 MB: in the reader's locale. */
export function formatSize(format: Formatter, bytes: number): string {
  if (bytes < 1024) return format.number(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'short' });
  if (bytes < 1024 * 1024) return format.number(bytes / 1024, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 1 });
  return format.number(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 });
}
