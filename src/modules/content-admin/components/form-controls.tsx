import type { ComponentProps, ReactNode } from 'react';

/*
 * The editors' labelled controls, in the look of components/ui/field.tsx: a label, the control, a hint or the
 * error (wired with aria-invalid and aria-describedby).
 */

const CONTROL = 'rounded-xl border border-line bg-card px-3 py-2 text-base text-ink placeholder:text-muted aria-[invalid=true]:border-error';

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

function HintAndError({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextAreaField({ label, error, hint, name, id, ...props }: ComponentProps<'textarea'> & { label: string; error?: string; hint?: ReactNode; name: string }) {
  const fieldId = id ?? `field-${name}`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={fieldId} className="text-sm font-semibold">
        {label}
      </label>
      <textarea id={fieldId} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, error, hint)} className={CONTROL} {...props} />
      <HintAndError id={fieldId} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  hint,
  name,
  id,
  children,
  ...props
}: ComponentProps<'select'> & { label: string; error?: string; hint?: ReactNode; name: string }) {
  const fieldId = id ?? `field-${name}`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={fieldId} className="text-sm font-semibold">
        {label}
      </label>
      <select id={fieldId} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, error, hint)} className={CONTROL} {...props}>
        {children}
      </select>
      <HintAndError id={fieldId} error={error} hint={hint} />
    </div>
  );
}

export function CheckboxField({ label, hint, name, id, ...props }: Omit<ComponentProps<'input'>, 'type'> & { label: string; hint?: ReactNode; name: string }) {
  const fieldId = id ?? `field-${name}`;
  return (
    <div className="flex items-start gap-2">
      <input id={fieldId} name={name} type="checkbox" aria-describedby={hint ? `${fieldId}-hint` : undefined} className="mt-1 h-4 w-4 accent-[var(--primary)]" {...props} />
      <div className="flex flex-col">
        <label htmlFor={fieldId} className="text-sm font-semibold">
          {label}
        </label>
        {hint ? (
          <p id={`${fieldId}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A small pill: the status of a course, a lesson or a badge. */
export function StatusPill({ tone, children }: { tone: 'success' | 'muted' | 'error' | 'accent'; children: ReactNode }) {
  const tones = {
    success: 'border-success text-success',
    muted: 'border-line text-muted',
    error: 'border-error text-error',
    accent: 'border-accent text-ink',
  } as const;
  return <span className={`inline-flex items-center whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}
