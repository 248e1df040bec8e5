import Link from 'next/link';
import type { ComponentProps } from 'react';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

/** Theme keys (spec 3): button1 is the main button, button3 the destructive one; links use the link keys. */
const VARIANTS: Record<Variant, string> = {
  primary:
    'bg-[var(--button1-background)] text-[var(--button1-text)] hover:bg-[var(--button1-hover-background)] hover:text-[var(--button1-hover-text)]',
  secondary: 'border border-line bg-card text-ink hover:bg-page',
  danger:
    'bg-[var(--button3-background)] text-[var(--button3-text)] hover:bg-[var(--button3-hover-background)] hover:text-[var(--button3-hover-text)]',
  ghost: 'text-[var(--link-text)] hover:text-[var(--link-hover-text)] hover:underline',
};

export function buttonClass(variant: Variant = 'primary', extra = ''): string {
  return `inline-flex items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${extra}`;
}

export function Button({ variant = 'primary', className = '', ...props }: ComponentProps<'button'> & { variant?: Variant }) {
  return <button className={buttonClass(variant, className)} {...props} />;
}

export function ButtonLink({ variant = 'primary', className = '', ...props }: ComponentProps<typeof Link> & { variant?: Variant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
