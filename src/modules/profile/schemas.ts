import { z } from 'zod';
import { nameField } from '@/modules/accounts/schemas';
import { isAvatarStyle } from '@/modules/avatars';

export const profileSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  avatarVariant: z.string().refine(isAvatarStyle, 'errors.avatarStyle'),
  avatarSeed: z.string().trim().min(1, 'errors.avatarSeed').max(100, 'errors.avatarSeed'),
});
export type ProfileInput = z.infer<typeof profileSchema>;
