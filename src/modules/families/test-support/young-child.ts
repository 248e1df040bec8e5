import { registerAccount } from '@/modules/accounts';
import { registerSchema } from '@/modules/accounts/schemas';
import { actorFor, outboxFor, TEST_PASSWORD, uniqueEmail } from '../../../../tests/factories';

/* A child under 13 who registers alone (decision 030), for the consent tests and the schema walk of its purge. */

export const thisYear = new Date().getUTCFullYear();
let addressCounter = 0;

/** A registration's request context, from a new network address each time so the registration limit never answers. */
export function registrationContext() {
  addressCounter += 1;
  return { headers: new Headers(), clientAddress: `10.30.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}` };
}

/** A child of `age` this year registers alone, naming `parentEmail`; returns the child, signed in, and the mailed token. */
export async function youngChildRegisters(options: { firstName?: string; age?: number; parentEmail?: string } = {}) {
  const email = uniqueEmail('young');
  const parentEmail = options.parentEmail ?? uniqueEmail('consent-parent');
  const input = registerSchema.parse({
    firstName: options.firstName ?? 'Mila',
    lastName: 'Secret-Surname',
    email,
    password: TEST_PASSWORD,
    role: 'child',
    birthYear: String(thisYear - (options.age ?? 10)),
    parentEmail,
  });
  const result = await registerAccount(input, registrationContext());
  if (result.outcome !== 'created') throw new Error('expected a new account');
  const actor = await actorFor({ email, password: TEST_PASSWORD });
  return { child: result.profile, actor, parentEmail, token: tokenFrom((await outboxFor(parentEmail)).at(-1)?.text ?? '') };
}

/** The consent token in a mail's text. */
export function tokenFrom(text: string): string {
  const match = /\/consent\?token=([\w-]+)/.exec(text);
  if (!match) throw new Error(`no consent link in: ${text}`);
  return match[1]!;
}
