import { z } from 'zod';

/** A domain as people type it after the @: lowercase, dots between labels. */
const DOMAIN = /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** /login/school: the person's school address, which names the school's provider by its domain (decision 069). */
export const schoolSignInSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email({ message: 'schools.signIn.errors.email' })),
  /** The provider picked, when the school keeps two; absent at first. */
  providerId: z.string().trim().max(100).optional(),
});

/** The school admin removes the provider of one protocol (decision 069). */
export const removeSchoolSignInSchema = z.object({
  protocol: z.enum(['oidc', 'saml'], { message: 'errors.badForm' }),
});

const domains = z
  .string()
  .transform((value) => [...new Set(value.split(/[\s,]+/).map((domain) => domain.trim().toLowerCase().replace(/^@/, '')).filter(Boolean))])
  .pipe(z.array(z.string().regex(DOMAIN, { message: 'schools.signIn.errors.domains' })).min(1, { message: 'schools.signIn.errors.domains' }).max(10, { message: 'schools.signIn.errors.domains' }));

/** A checkbox: "on" when ticked, absent when not (a form), or a boolean (a caller). */
const rosterSubject = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean());

/** The school admin's settings form (decision 069), OpenID Connect. The secret may stay empty to keep the one stored. */
export const schoolSignInSettingsSchema = z.object({
  issuer: z
    .string()
    .trim()
    .pipe(z.url({ protocol: /^https?$/, message: 'schools.signIn.errors.issuer' }).max(300, { message: 'schools.signIn.errors.issuer' })),
  clientId: z.string().trim().min(1, { message: 'schools.signIn.errors.clientId' }).max(300, { message: 'schools.signIn.errors.clientId' }),
  clientSecret: z.string().trim().max(500, { message: 'schools.signIn.errors.clientSecret' }),
  domains,
  rosterSubject,
});

/** The plugin's own cap on an identity provider's metadata (100 KB). */
const MAX_METADATA = 100 * 1024;

/**
 * The settings form, SAML 2.0 (decision 069): the identity provider's metadata XML, or, for a provider that gives no
 * metadata, its sign-in address, entity id and signing certificate. The module reads the XML and the certificate.
 */
export const schoolSamlSettingsSchema = z
  .object({
    idpMetadata: z.string().trim().max(MAX_METADATA, { message: 'schools.signIn.errors.metadata' }),
    entryPoint: z.string().trim().max(500, { message: 'schools.signIn.errors.entryPoint' }),
    idpEntityId: z.string().trim().max(500, { message: 'schools.signIn.errors.idpEntityId' }),
    certificate: z.string().trim().max(20_000, { message: 'schools.signIn.errors.certificate' }),
    domains,
    rosterSubject,
  })
  .superRefine((value, context) => {
    if (value.idpMetadata) {
      if (!value.idpMetadata.startsWith('<')) context.addIssue({ code: 'custom', path: ['idpMetadata'], message: 'schools.signIn.errors.metadata' });
      return;
    }
    if (!z.url({ protocol: /^https?$/ }).safeParse(value.entryPoint).success) context.addIssue({ code: 'custom', path: ['entryPoint'], message: 'schools.signIn.errors.entryPoint' });
    if (!value.idpEntityId) context.addIssue({ code: 'custom', path: ['idpEntityId'], message: 'schools.signIn.errors.idpEntityId' });
    if (!value.certificate) context.addIssue({ code: 'custom', path: ['certificate'], message: 'schools.signIn.errors.certificate' });
  });
