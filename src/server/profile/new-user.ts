import { NEW_USER_WINDOW_MS } from '@/lib/constants';

/**
 * Spec 4 step 2: "The user is new if the last sign-in is within 5 minutes of creation."
 * Spec 5: sign-in time compared with creation time. Exactly 5 minutes still counts as new.
 */
export function isNewUser(createdAt: Date, lastSignInAt: Date): boolean {
  return lastSignInAt.getTime() - createdAt.getTime() <= NEW_USER_WINDOW_MS;
}
