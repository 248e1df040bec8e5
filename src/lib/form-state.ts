/** What a form's server action answers; messages are keys into the message files. */
export interface FormState {
  status: 'idle' | 'error' | 'success';
  message?: string;
  /** Extra values for the message (e.g. minutes to wait). */
  messageValues?: Record<string, string | number>;
  fieldErrors?: Record<string, string>;
  /** What the person typed (never passwords), so a refused form loses nothing. */
  values?: Record<string, string>;
  /** Pages the message points to (a refused order's lessons to finish first), already in the reader's language. */
  links?: { href: string; label: string }[];
}

export const IDLE: FormState = { status: 'idle' };
