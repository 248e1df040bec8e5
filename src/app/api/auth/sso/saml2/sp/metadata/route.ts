import { getAuth } from '@/server/auth';
import { routeHandler } from '@/server/route-handler';

/**
 * Our service provider's SAML metadata for a school (decision 069, `?providerId=school-<id>`), which the school admin
 * gives their identity provider: entity id, where to post, that assertions must be signed. Public by nature; a school
 * without a SAML provider is answered 404 by the plugin.
 */
export const GET = routeHandler((request: Request) => getAuth().handler(request));
