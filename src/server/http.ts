import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { englishMessages as messages } from '@/i18n/messages';
import { AppError } from './errors';
import { errorFields, log } from './logger';

/** The English text for a message key (API answers); the key itself if it has none. */
export function messageText(key: string): string {
  let node: unknown = messages;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node.replace(/\{\w+\}/g, '') : key;
}

/** Turns any failure into a JSON answer with the right status; an unexpected one is logged and answered 500. */
export function jsonError(error: unknown): NextResponse {
  if (error instanceof AppError) {
    return NextResponse.json({ error: error.status === 429 ? error.message : messageText(error.message) }, { status: error.status });
  }
  log.error('route handler failed', errorFields(error));
  return NextResponse.json({ error: 'Something went wrong on our side. Please try again.' }, { status: 500 });
}

/** Reads and validates a JSON body: malformed JSON and invalid fields are 400s with a readable message. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new AppError(400, 'errors.badJson');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(400, `${issue?.path.join('.') || 'body'}: ${messageText(issue?.message ?? 'errors.checkForm')}`);
  }
  return parsed.data;
}
