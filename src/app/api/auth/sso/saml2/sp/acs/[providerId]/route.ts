import { getAuth } from '@/server/auth';
import { SAML_RESPONSE_BODY_LIMIT } from '@/server/body-limits';
import { routeHandler } from '@/server/route-handler';
import { schoolSignInRefusalRedirect } from '@/server/school-sign-in-return';

/**
 * Where a school's SAML identity provider posts its signed answer (decision 069): better-auth's SSO plugin checks the
 * signature, the audience, the request it answers and replays, finds the account, asks the schools module's gate and
 * opens the session. A refusal always comes back to /login/school with its reason (see schoolSignInRefusalRedirect).
 */
export const POST = routeHandler(async (request: Request) => schoolSignInRefusalRedirect(await getAuth().handler(request)), { maxBodyBytes: SAML_RESPONSE_BODY_LIMIT });
