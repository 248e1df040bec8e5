import { getAuth } from '@/server/auth';
import { routeHandler } from '@/server/route-handler';

/**
 * The one better-auth route the app mounts (decision 069): a school's provider sends the browser back here with its
 * code; the SSO plugin exchanges it, finds the account, asks the schools module's gate and opens the session, then
 * redirects to the dashboard or to /login/school with the refusal's code. A return carries no body: any is refused
 * before a byte is read (decision 042), and a database that is away is a 503 as on every route.
 */
export const GET = routeHandler((request: Request) => getAuth().handler(request));
