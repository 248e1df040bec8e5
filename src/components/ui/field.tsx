import type { ComponentProps, ReactNode } from 'react';

/*
 * The one field kit (decision 015): a label, the control, then the hint or the error, wired for screen readers
 * (aria-invalid on the control, aria-describedby naming the hint or error that is shown). `compact` is the dense
 * look of admin tables, filters and editors. The field's id is `id`, else `field-<name>`.
 */

const CONTROL = 'rounded-xl border border-line bg-card px-3 py-2.5 text-base text-ink placeholder:text-muted aria-[invalid=true]:border-error';
const COMPACT_CONTROL = 'w-full rounded-lg border border-line bg-card px-2.5 py-1.5 text-sm text-ink placeholder:text-muted aria-[invalid=true]:border-error';

/** The classes of a bare control (a select or input labelled some other way), in the kit's look. */
export function controlClass({ compact = false, extra = '' }: { compact?: boolean; extra?: string } = {}): string {
  return `${compact ? COMPACT_CONTROL : CONTROL} ${extra}`.trim();
}

/** What every field takes besides its control's own attributes. `className` styles the wrapper, `controlClassName` adds to the control's. */
interface FieldOptions {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  compact?: boolean;
  className?: string;
  controlClassName?: string;
}

/** A field needs an id to tie its label, hint and error to the control: its own, or one made from its name. */
type Identified = { id: string; name?: string } | { id?: string; name: string };

function fieldId({ id, name }: { id?: string; name?: string }): string {
  return id ?? `field-${name}`;
}

/** The id of the one message shown under the control: the error replaces the hint, so only what is shown is announced. */
function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

function HintOrError({ id, error, hint, compact }: { id: string; error?: string; hint?: ReactNode; compact: boolean }) {
  if (error) {
    return (
      <p id={`${id}-error`} className={compact ? 'text-xs text-error' : 'text-sm text-error'}>
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

function FieldFrame({ id, label, hint, error, compact = false, className = '', children }: Omit<FieldOptions, 'controlClassName'> & { id: string; children: ReactNode }) {
  return (
    <div className={`flex min-w-0 flex-col ${compact ? 'gap-1' : 'gap-1.5'} ${className}`}>
      <label htmlFor={id} className={`break-words ${compact ? 'text-xs font-semibold' : 'text-sm font-semibold'}`}>
        {label}
      </label>
      {children}
      <HintOrError id={id} error={error} hint={hint} compact={compact} />
    </div>
  );
}

/** A labelled input: text, e-mail, password, number, date, search, file… (its `type`). */
export function TextField({ label, hint, error, compact, className, controlClassName = '', ...props }: Omit<ComponentProps<'input'>, 'id' | 'name'> & FieldOptions & Identified) {
  const id = fieldId(props);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} compact={compact} className={className}>
      <input {...props} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} className={controlClass({ compact, extra: controlClassName })} />
    </FieldFrame>
  );
}

export function SelectField({ label, hint, error, compact, className, controlClassName = '', ...props }: Omit<ComponentProps<'select'>, 'id' | 'name'> & FieldOptions & Identified) {
  const id = fieldId(props);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} compact={compact} className={className}>
      <select {...props} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} className={controlClass({ compact, extra: controlClassName })} />
    </FieldFrame>
  );
}

export function TextAreaField({ label, hint, error, compact, className, controlClassName = '', ...props }: Omit<ComponentProps<'textarea'>, 'id' | 'name'> & FieldOptions & Identified) {
  const id = fieldId(props);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} compact={compact} className={className}>
      <textarea
        {...props}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass({ compact, extra: `leading-relaxed ${compact ? 'min-h-16' : ''} ${controlClassName}` })}
      />
    </FieldFrame>
  );
}

/** A checkbox with its label beside it and the hint or error below the label. */
export function CheckboxField({ label, hint, error, compact = false, className = '', controlClassName = '', ...props }: Omit<ComponentProps<'input'>, 'id' | 'name' | 'type'> & FieldOptions & Identified) {
  const id = fieldId(props);
  return (
    <div className={`flex items-start gap-2 ${className}`}>
      <input {...props} id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} className={`mt-1 h-4 w-4 accent-[var(--primary)] ${controlClassName}`} />
      <div className="flex flex-col">
        <label htmlFor={id} className={compact ? 'text-xs font-semibold' : 'text-sm font-semibold'}>
          {label}
        </label>
        <HintOrError id={id} error={error} hint={hint} compact={compact} />
      </div>
    </div>
  );
}
