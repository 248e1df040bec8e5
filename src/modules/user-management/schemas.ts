import { z } from 'zod';
import { ROLES } from '@/lib/constants';
import { countryField } from '@/lib/country-field';

export const USER_STATUSES = ['active', 'blocked', 'unverified'] as const;
export const USERS_PAGE_SIZE = 25;

export const userFiltersSchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  role: z.enum(ROLES).optional().catch(undefined),
  status: z.enum(USER_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});
export type UserFilters = z.infer<typeof userFiltersSchema>;

export const userIdSchema = z.object({ userId: z.string().min(1, 'errors.userNotFound').max(100, 'errors.userNotFound') });
export const changeRoleSchema = userIdSchema.extend({ role: z.enum(ROLES, { message: 'errors.roleInvalid' }) });
/** An admin changes a child's country from the back office (decision 060's amendment); an unknown one is said under the select. */
export const changeCountrySchema = userIdSchema.extend({ country: countryField('errors.countryUnknown') });
