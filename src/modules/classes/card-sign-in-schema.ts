import { z } from 'zod';
import { CARD_INPUT_MAX, normalizeCardCode } from '@/lib/sign-in-card';

/* Apart from the classes' other schemas, so the sign-in page's code carries none of the teacher's pages' words. */

/**
 * The code under a card's QR code, typed or read by the camera; anything else is simply "not a card". The field is
 * named as a password because it is one: a refused form never sends it back (formValues drops passwords).
 */
export const cardSignInSchema = z.object({
  cardPassword: z
    .string({ message: 'errors.cardInvalid' })
    .max(CARD_INPUT_MAX, 'errors.cardInvalid')
    .transform((value, context) => {
      const code = normalizeCardCode(value);
      if (code === null) context.addIssue({ code: 'custom', message: 'errors.cardInvalid' });
      return code ?? '';
    }),
});
