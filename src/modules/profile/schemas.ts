import { z } from 'zod';
import { nameField } from '@/modules/accounts/schemas';
import { isAvatarStyle } from '@/modules/avatars';

export const profileSchema = z.object({
  firstName: nameField,
  // Empty is a child's right: children under 13 who register alone, and those a parent made, are never asked for one
  // (decisions 029, 030); updateOwnProfile asks it of adults.
  lastName: z.string({ message: 'errors.nameRequired' }).trim().pipe(z.union([z.literal(''), nameField])),
  avatarVariant: z.string().refine(isAvatarStyle, 'errors.avatarStyle'),
  avatarSeed: z.string().trim().min(1, 'errors.avatarSeed').max(100, 'errors.avatarSeed'),
});
export type ProfileInput = z.infer<typeof profileSchema>;
