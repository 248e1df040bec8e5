import type { ComponentProps, ReactNode } from 'react';

/*
 * The market editor's labelled controls, in the look of components/ui/field.tsx but denser (admin screens): a label,
 * the control, a hint or the error, wired with aria-invalid and aria-describedby.
 */

export const CONTROL = 'w-full rounded-lg border border-line bg-card px-2.5 py-1.5 text-sm text-ink placeholder:text-muted aria-[invalid=true]:border-error';

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

function Help({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={`${id}-error`} className="text-xs text-error">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className="text-xs text-muted">
      {hint}
    </p>
  ) : null;
}

interface Labelled {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
}

export function InputField({ label, name, error, hint, id, className = '', ...props }: ComponentProps<'input'> & Labelled) {
  const fieldId = id ?? `market-${name}`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={fieldId} className="text-xs font-semibold">
        {label}
      </label>
      <input id={fieldId} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, error, hint)} className={CONTROL} {...props} />
      <Help id={fieldId} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({ label, name, error, hint, id, className = '', children, ...props }: ComponentProps<'select'> & Labelled) {
  const fieldId = id ?? `market-${name}`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={fieldId} className="text-xs font-semibold">
        {label}
      </label>
      <select id={fieldId} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, error, hint)} className={CONTROL} {...props}>
        {children}
      </select>
      <Help id={fieldId} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({ label, name, error, hint, id, className = '', ...props }: ComponentProps<'textarea'> & Labelled) {
  const fieldId = id ?? `market-${name}`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={fieldId} className="text-xs font-semibold">
        {label}
      </label>
      <textarea id={fieldId} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, error, hint)} className={CONTROL} {...props} />
      <Help id={fieldId} error={error} hint={hint} />
    </div>
  );
}
