import { DEFAULT_ROLE, ROLES, type Role } from '@/lib/constants';
import { can } from '@/server/permissions';

/**
 * Which dashboard a request for /dashboard/{requested} shows. Spec 2: role defaults to child; an unknown value
 * is the child's. Another role's dashboard answers with your own, except that an admin may open any.
 */
export function dashboardRoleFor(actor: { role: Role }, requested: string): Role {
  const wanted = (ROLES as readonly string[]).includes(requested) ? (requested as Role) : DEFAULT_ROLE;
  if (wanted === actor.role) return wanted;
  return can(actor, 'view:dashboard:any') ? wanted : actor.role;
}
