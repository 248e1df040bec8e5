import { getAuth } from '@/server/auth';

/**
 * The one better-auth route the app mounts (decision 069): a school's provider sends the browser back here with its
 * code; the SSO plugin exchanges it, finds the account, asks the schools module's gate and opens the session, then
 * redirects to the dashboard or to /login/school with the refusal's code.
 */
export async function GET(request: Request): Promise<Response> {
  return getAuth().handler(request);
}
