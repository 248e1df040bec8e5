'use client';

import { useTranslations } from '@/i18n/client';

/** A problem to tell the reader about. */
export interface ProblemToSay {
  /** Its message key (a full path: "thumbnails.errors.inUse", "lessonEditor.problems.codes.noAlt"). */
  code: string;
  /** The server's own (English) words, said when this page has no message for the code. */
  message?: string;
  values?: Record<string, string | number>;
  /** Where it is, already in the reader's language ("Question 3"): said before the problem. */
  place?: string;
  /** What it is about, already in the reader's language (the titles that use a file): said after it. */
  about?: string;
}

/**
 * A problem in the reader's language: its message if we have one, else the server's text, else "something went
 * wrong"; with its place ("Question 3: …") and what it concerns when known. One hook for every client screen that
 * reports problems (file uploads, the lesson editor's publish check), so they read alike.
 */
export function useProblemText() {
  const t = useTranslations();
  return ({ code, message, values, place, about }: ProblemToSay): string => {
    const base = t.has(code) ? t(code, values) : (message ?? t('errors.unexpected'));
    const text = place ? t('errors.at', { place, text: base }) : base;
    return about ? `${text} ${about}` : text;
  };
}
