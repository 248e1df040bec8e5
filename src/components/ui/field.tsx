import type { ComponentProps } from 'react';

/** A labelled input with its error, wired for screen readers (aria-invalid, aria-describedby). */
export function Field({ label, error, hint, id, name, ...props }: ComponentProps<'input'> & { label: string; error?: string; hint?: string; name: string }) {
  const inputId = id ?? `field-${name}`;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="rounded-xl border border-line bg-card px-3 py-2.5 text-base text-ink placeholder:text-muted aria-[invalid=true]:border-error"
        {...props}
      />
      {hint && !error ? (
        <p id={`${inputId}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
