import { z } from 'zod';
import { CLASS_CODE_INPUT_MAX, isPicture, normalizeClassCode, PICTURE_SEQUENCE_LENGTH, type Picture } from '@/lib/picture-password';

/* The picture password's forms on /login/class (decision 068). Apart from the classes' other schemas, as the card's. */

const classCode = z
  .string({ message: 'errors.classCodeInvalid' })
  .max(CLASS_CODE_INPUT_MAX, 'errors.classCodeInvalid')
  .transform((value, context) => {
    const code = normalizeClassCode(value);
    if (code === null) context.addIssue({ code: 'custom', message: 'errors.classCodeInvalid' });
    return code ?? '';
  });

/** The class's sign-in code, typed on the tablet. */
export const classCodeSchema = z.object({ classCode });

/**
 * A picture attempt: the class, the child's card (the tablet's list names children by their card, never their
 * account) and the pictures, in order, separated by spaces. The field is named as a password: never sent back.
 */
export const pictureSignInSchema = z.object({
  classCode,
  cardId: z.uuid({ message: 'errors.picturesInvalid' }),
  picturePassword: z
    .string({ message: 'errors.picturesInvalid' })
    .max(64, 'errors.picturesInvalid')
    .transform((value, context) => {
      const pictures = value.trim().split(/\s+/);
      if (pictures.length !== PICTURE_SEQUENCE_LENGTH || !pictures.every(isPicture)) context.addIssue({ code: 'custom', message: 'errors.picturesInvalid' });
      return pictures as Picture[];
    }),
});
