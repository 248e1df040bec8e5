import { z } from 'zod';
import { CHILD_REF_CODE_LENGTH, PASSWORD_MAX_LENGTH } from '@/lib/constants';
import { UUID_PATTERN } from '@/lib/ids';

/** The child's code (spec 3: 6 uppercase letters and digits), typed in any case, with spaces around. */
export const requestLinkSchema = z.object({
  code: z
    .string({ message: 'families.errors.codeInvalid' })
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z0-9]{${CHILD_REF_CODE_LENGTH}}$`), 'families.errors.codeInvalid'),
});

const eventId = z.string({ message: 'families.errors.requestNotFound' }).trim().regex(UUID_PATTERN, 'families.errors.requestNotFound');
export const requestIdSchema = z.object({ eventId });
export const answerRequestSchema = z.object({ eventId, answer: z.enum(['accept', 'decline'], { message: 'families.errors.requestNotFound' }) });
export const endLinkSchema = z.object({
  personId: z.string({ message: 'families.errors.linkNotFound' }).trim().min(1, 'families.errors.linkNotFound').max(100, 'families.errors.linkNotFound'),
});

/**
 * A parent's answer to a consent request (decision 030): by the mailed link's token (the /consent page) or by the
 * child's id (the request on /children, for a parent whose verified address is the one named). Exactly one of them.
 */
export const answerConsentSchema = z
  .object({
    token: z.string().trim().min(20, 'families.errors.consentNotFound').max(100, 'families.errors.consentNotFound').optional(),
    childId: z.string().trim().min(1, 'families.errors.consentNotFound').max(100, 'families.errors.consentNotFound').optional(),
    answer: z.enum(['approve', 'decline'], { message: 'families.errors.consentNotFound' }),
    /** Agreeing is confirmed with the parent's own password (decision 030). */
    password: z.string().max(PASSWORD_MAX_LENGTH, 'errors.passwordTooLong').optional(),
  })
  .refine((input) => (input.token === undefined) !== (input.childId === undefined), 'families.errors.consentNotFound')
  .refine((input) => input.answer === 'decline' || (input.password ?? '') !== '', { message: 'errors.passwordRequired', path: ['password'] });
