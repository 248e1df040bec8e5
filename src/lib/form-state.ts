/** What a form's server action answers; messages are keys into the message files. */
export interface FormState {
  status: 'idle' | 'error' | 'success';
  message?: string;
  /** Extra values for the message (e.g. minutes to wait). */
  messageValues?: Record<string, string | number>;
  fieldErrors?: Record<string, string>;
  /** What the person typed (never passwords), so a refused form loses nothing. */
  values?: Record<string, string>;
}

export const IDLE: FormState = { status: 'idle' };
