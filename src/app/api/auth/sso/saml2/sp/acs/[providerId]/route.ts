import { getAuth } from '@/server/auth';
import { SAML_RESPONSE_BODY_LIMIT } from '@/server/body-limits';
import { readBodyText, routeHandler } from '@/server/route-handler';
import { schoolSignInRefusalRedirect } from '@/server/school-sign-in-return';

/**
 * Where a school's SAML identity provider posts its signed answer (decision 069): better-auth's SSO plugin checks the
 * signature, the audience, the request it answers and replays, finds the account, asks the schools module's gate and
 * opens the session. A refusal always comes back to /login/school with its reason (see schoolSignInRefusalRedirect).
 *
 * The plugin would read a body of any size: the body is read here, up to its limit (a 413 past it, decision 042), and
 * the plugin is handed that copy.
 */
export const POST = routeHandler(
  async (request: Request) => {
    const body = await readBodyText(request);
    const headers = new Headers(request.headers);
    headers.delete('content-length');
    headers.delete('transfer-encoding');
    const read = new Request(request.url, { method: 'POST', headers, body });
    return schoolSignInRefusalRedirect(await getAuth().handler(read));
  },
  { maxBodyBytes: SAML_RESPONSE_BODY_LIMIT },
);
