import { definePort } from './ports';

/**
 * Who may get a session through a school's sign-in provider (decision 069): the schools module answers (a refusal's
 * code, or null) and provides it at start (its subscriptions, wired by src/wiring); auth cannot import it (decision
 * 015). No 'server-only': the custom server loads the wiring.
 */
export const schoolSignInGate = definePort<(input: { providerId: string; userId: string }) => Promise<string | null>>('auth.schoolSignInGate', 'src/modules/schools/subscriptions.ts');
