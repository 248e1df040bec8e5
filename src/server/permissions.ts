import type { Role } from '@/lib/constants';
import { AppError } from './errors';

/**
 * The one role → permission table (STYLE.md: `action:entity:access`). Every server entry point checks it;
 * the UI may call can() to hide a control, which is comfort, not security.
 */
export const PERMISSIONS = [
  'view:dashboard:own',
  'view:dashboard:any',
  'view:admin:any',
  'manage:user:any',
  'read:audit:any',
  'read:outbox:any',
  'read:child:own',
  'send:admin-alert:own',
  'send:welcome:own',
  'edit:theme:any',
  'edit:market:any',
  'take:lesson:own',
  /** Courses, lessons, featured lessons and badges (the content editors). */
  'edit:content:any',
  /** The file store: upload, list and delete thumbnails and icons. */
  'manage:files:any',
  /** The stock-market simulator: an own account, orders and portfolio (every role may open one). */
  'trade:simulator:own',
  /** A tutor's own classes: create, rename, delete, add and remove students, the class leaderboard switch. */
  'manage:class:own',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<Role, ReadonlySet<Permission>> = {
  admin: new Set(PERMISSIONS),
  parent: new Set<Permission>(['view:dashboard:own', 'read:child:own', 'send:welcome:own', 'trade:simulator:own']),
  tutor: new Set<Permission>(['view:dashboard:own', 'send:welcome:own', 'trade:simulator:own', 'manage:class:own']),
  child: new Set<Permission>(['view:dashboard:own', 'send:welcome:own', 'take:lesson:own', 'trade:simulator:own']),
};

export function can(actor: { role: Role } | null | undefined, permission: Permission): boolean {
  return Boolean(actor && ROLE_PERMISSIONS[actor.role]?.has(permission));
}

export function assertCan(actor: { role: Role } | null | undefined, permission: Permission): void {
  if (!actor) throw new AppError(401, 'errors.signInRequired');
  if (!can(actor, permission)) throw new AppError(403, 'errors.forbidden');
}
