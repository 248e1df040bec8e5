import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseIpRange } from './ip-address';

/** A positive whole number with a default; a bad value's message names the variable. */
function wholeNumber(name: string, fallback: number) {
  const message = `${name} must be a whole number of at least 1`;
  return z.coerce.number({ message }).int(message).min(1, message).default(fallback);
}

/**
 * Configuration from environment variables, validated once.
 * A bad value stops the process with a message that names the variable.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'PORT must be a whole number from 1 to 65535' })
    .int('PORT must be a whole number from 1 to 65535')
    .min(1, 'PORT must be a whole number from 1 to 65535')
    .max(65535, 'PORT must be a whole number from 1 to 65535')
    .default(3000),
  APP_URL: z.url({ message: 'APP_URL must be a full URL such as http://localhost:3000' }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Academy <no-reply@academy.local>'),
  ADMIN_ALERT_EMAIL: z.email({ message: 'ADMIN_ALERT_EMAIL must be an e-mail address' }).optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  /**
   * Decision 069: origins of schools' sign-in providers on a private network or loopback (comma-separated, `*` allowed,
   * e.g. http://127.0.0.1:*). Public providers need nothing here.
   */
  SSO_PRIVATE_ISSUERS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean)),
  /**
   * Decision 043: a production start refuses to run while a demo account still has its published password, unless
   * this is a demonstration server that keeps them on purpose.
   */
  ALLOW_DEMO_PASSWORDS: z.stringbool({ message: 'ALLOW_DEMO_PASSWORDS must be true or false' }).default(false),
  /** The footer's Connect group (spec 2): a contact address and two social links. */
  CONTACT_EMAIL: z.email({ message: 'CONTACT_EMAIL must be an e-mail address' }).default('hello@academy.local'),
  SOCIAL_YOUTUBE_URL: z.url({ message: 'SOCIAL_YOUTUBE_URL must be a full URL' }).default('https://www.youtube.com/@academy'),
  SOCIAL_INSTAGRAM_URL: z.url({ message: 'SOCIAL_INSTAGRAM_URL must be a full URL' }).default('https://www.instagram.com/academy'),
  /**
   * The reverse proxies whose X-Forwarded-For names the client (decision 016): comma-separated addresses or CIDR
   * ranges. Unset: none is trusted and the socket's address is the client (what the rate limits count).
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== ''))
    .refine((entries) => entries.every((entry) => parseIpRange(entry) !== undefined), {
      message: 'TRUST_PROXY must be comma-separated IP addresses or CIDR ranges, such as 10.0.0.1,fd00::/8',
    }),
  /** Decision 016: live streams (ticker, market) one client address may hold open, and all clients together. */
  STREAM_LIMIT_PER_CLIENT: wholeNumber('STREAM_LIMIT_PER_CLIENT', 16),
  STREAM_LIMIT_TOTAL: wholeNumber('STREAM_LIMIT_TOTAL', 5000),
  /**
   * Decision 040: card payments through Stripe, when both are set (otherwise plans are paid by bank transfer only).
   * STRIPE_API_URL points the client at another address of Stripe's API (a proxy, or a test server on loopback).
   */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must start with sk_ or rk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must start with whsec_').optional(),
  STRIPE_API_URL: z.url({ message: 'STRIPE_API_URL must be a full URL' }).optional(),
  /** Decision 040: the payee and account an invoice paid by bank transfer names (several lines allowed, \\n between them). */
  BILLING_TRANSFER_DETAILS: z.string().max(500).default(''),
  /**
   * Decision 041: uploaded files in an S3-compatible bucket (shared by every instance) instead of DATA_DIR/files.
   * S3_ENDPOINT for a server other than AWS (MinIO, Ceph…: path-style addresses); credentials from these or the
   * SDK's usual sources (the environment's AWS_* variables, an instance role).
   */
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, dots or hyphens)').optional(),
  S3_ENDPOINT: z.url({ message: 'S3_ENDPOINT must be a full URL such as http://127.0.0.1:9000' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

export type Env = z.infer<typeof envSchema> & { APP_URL: string; AUTH_SECRET: string; ADMIN_ALERT_EMAIL: string };

let cached: Env | undefined;

function blankToUndefined(source: Record<string, string | undefined>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(source)) out[key] = value?.trim() === '' ? undefined : value;
  return out;
}

export function parseEnv(source: Record<string, string | undefined>): z.infer<typeof envSchema> {
  const result = envSchema.safeParse(blankToUndefined(source));
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** The auth secret: from AUTH_SECRET, else generated once into DATA_DIR. */
function resolveSecret(dataDir: string, given: string | undefined): string {
  if (given) return given;
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

export function env(): Env {
  if (cached) return cached;
  const parsed = parseEnv(process.env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  cached = {
    ...parsed,
    DATA_DIR: dataDir,
    APP_URL: (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    AUTH_SECRET: resolveSecret(dataDir, parsed.AUTH_SECRET),
    ADMIN_ALERT_EMAIL: parsed.ADMIN_ALERT_EMAIL ?? 'admin@academy.local',
  };
  return cached;
}

/** Tests change the environment between cases; this forgets the parsed copy. */
export function resetEnvForTests(): void {
  cached = undefined;
}
