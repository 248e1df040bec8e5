import type { ComponentProps, ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';

/* The editors' compact controls: labelled, dense (admin screens), theme colours only. */

export const inputClass = 'w-full rounded-lg border border-line bg-card px-2.5 py-1.5 text-sm text-ink placeholder:text-muted aria-[invalid=true]:border-error';

export function LabeledInput({ id, label, hint, error, className = '', ...props }: ComponentProps<'input'> & { id: string; label: ReactNode; hint?: string; error?: string }) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {label}
      </label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClass} {...props} />
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function LabeledTextarea({ id, label, hint, className = '', ...props }: ComponentProps<'textarea'> & { id: string; label: ReactNode; hint?: string }) {
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {label}
      </label>
      <textarea id={id} aria-describedby={hint ? `${id}-hint` : undefined} className={`${inputClass} min-h-16 leading-relaxed`} {...props} />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A small square button with an accessible name (the glyph is decorative). */
export function IconButton({ label, children, className = '', ...props }: ComponentProps<'button'> & { label: string }) {
  return (
    <button type="button" aria-label={label} title={label} className={buttonClass('secondary', `min-w-8 px-2 py-1 text-xs ${className}`)} {...props}>
      <span aria-hidden>{children}</span>
    </button>
  );
}
