import { z } from 'zod';

/** A domain as people type it after the @: lowercase, dots between labels. */
const DOMAIN = /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** /login/school: the person's school address, which names the school's provider by its domain (decision 069). */
export const schoolSignInSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email({ message: 'schools.signIn.errors.email' })),
});

/** The school admin's settings form (decision 069). The secret may stay empty to keep the one stored. */
export const schoolSignInSettingsSchema = z.object({
  issuer: z
    .string()
    .trim()
    .pipe(z.url({ protocol: /^https?$/, message: 'schools.signIn.errors.issuer' }).max(300, { message: 'schools.signIn.errors.issuer' })),
  clientId: z.string().trim().min(1, { message: 'schools.signIn.errors.clientId' }).max(300, { message: 'schools.signIn.errors.clientId' }),
  clientSecret: z.string().trim().max(500, { message: 'schools.signIn.errors.clientSecret' }),
  domains: z
    .string()
    .transform((value) => [...new Set(value.split(/[\s,]+/).map((domain) => domain.trim().toLowerCase().replace(/^@/, '')).filter(Boolean))])
    .pipe(z.array(z.string().regex(DOMAIN, { message: 'schools.signIn.errors.domains' })).min(1, { message: 'schools.signIn.errors.domains' }).max(10, { message: 'schools.signIn.errors.domains' })),
});
