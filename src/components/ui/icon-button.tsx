import type { ComponentProps } from 'react';
import { buttonClass } from './button';

/** A small square button with an accessible name (the glyph is decorative). */
export function IconButton({ label, children, className = '', ...props }: ComponentProps<'button'> & { label: string }) {
  return (
    <button type="button" aria-label={label} title={label} className={buttonClass('secondary', `min-w-8 px-2 py-1 text-xs ${className}`)} {...props}>
      <span aria-hidden>{children}</span>
    </button>
  );
}
