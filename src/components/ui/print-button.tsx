'use client';

import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { printer } from '@/components/ui/icons/printer';

/** Opens the browser's print dialog; the page's print stylesheet keeps only what is printed (a report, an invoice). */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button type="button" variant="secondary" onClick={() => window.print()} className="print:hidden">
      <Icon shape={printer} className="size-4" />
      {label}
    </Button>
  );
}
