import { z } from 'zod';
import { NAME_MAX_LENGTH } from '@/lib/constants';
import { isAvatarStyle } from '../avatars/styles';

const name = z
  .string({ message: 'errors.nameRequired' })
  .trim()
  .min(1, 'errors.nameRequired')
  .max(NAME_MAX_LENGTH, 'errors.nameTooLong')
  .refine((value) => !/[[\]]/.test(value), 'errors.nameBrackets');

export const profileSchema = z.object({
  firstName: name,
  lastName: name,
  avatarVariant: z.string().refine(isAvatarStyle, 'errors.avatarStyle'),
  avatarSeed: z.string().trim().min(1, 'errors.avatarSeed').max(100, 'errors.avatarSeed'),
});
export type ProfileInput = z.infer<typeof profileSchema>;
