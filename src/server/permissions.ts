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
  /** A tutor's students: the children in the classes they run (families module: assertTutorOf, studentIdsOf). */
  'read:student:own',
  /** A parent's family links: ask to link a child by their code, withdraw the request, end a link (decision 026). */
  'link:child:own',
  /** A parent makes a child's account, linked to them at once (decision 029). */
  'create:child:own',
  /** A child's family links: accept or decline a parent's request, end a link (decision 026). */
  'answer:link:own',
  /** A child's private journal: write, read, change and delete one's own entries (decision 025). */
  'keep:journal:own',
  /** A parent's linked child: download everything we hold about them, minus the journal entries not shared (decision 027). */
  'export:child:own',
  /** A parent's linked child: delete the child's account and every row about them (decision 027). */
  'delete:child:own',
  /** A parent agrees (or not) to the account of a child below their country's age of digital consent who named their e-mail (decisions 030, 060). */
  'answer:consent:own',
  /**
   * A child answers, yes or not now, a parent's consent that waits for their own agreement (France below 15, decision
   * 060). Not withheld while the account is held: a hold after a change of country waits for this very answer, so it
   * withholds the child's family answers, never their own yes to their own account.
   */
  'answer:take-over:own',
  /** A family approves or declines a tutor's request to add a child to a class (decision 032). */
  'answer:membership:own',
  /** Feedback between a tutor and an approved student: write, reply, react, keep templates (decision 035). */
  'write:feedback:own',
  /** A parent reads their children's feedback threads, without writing (decision 035). */
  'read:feedback:own',
  /** An admin removes a feedback message (decision 035). */
  'moderate:feedback:any',
  /** One's own notifications: read them, mark them read (decision 036). Every role has some. */
  'read:notification:own',
  /** The back office's analytics and growth figures, and their exports (decision 038). */
  'read:analytics:any',
  /** One's own plan: start, switch the billing period, cancel, resume, read and print one's invoices (decision 040). */
  'manage:billing:own',
  /** The back office's finance: prices, every subscription and invoice, payments and refunds, the dashboard (decision 040). */
  'manage:finance:any',
  /** The back office's schools: create one with its first admin, list them, add a tutor as a school's teacher (decision 061). */
  'manage:school:any',
  /** A school admin's own school: its teachers, classes and students (decision 061; the schools module scopes every read). */
  'manage:school:own',
  'read:school:own',
  /**
   * One's own stock-market competitions: create, change before the start, cancel, follow (decision 065). A teacher's
   * are class games, for the classes they run (`manage:class:own`), a school admin's for the classes of their school
   * (`manage:school:own`); a parent's are family games, for the children they may read (`read:child:own`, decision 074).
   */
  'manage:competition:own',
  /** A child's competitions in their classes: see, join, trade in their competition portfolio (decision 065). */
  'take-part:competition:own',
  /** A class's sign-in cards: print, reprint and revoke them; held by the class's tutor and its school's admins (decision 066). */
  'print:sign-in-card:own',
  /**
   * A child's country, which decides the consent their account needs (decision 060): a linked parent changes it with
   * their own password (`:own`), an admin from the back office (`:any`); never the child, never a tutor.
   */
  'change:child-country:own',
  'change:child-country:any',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<Role, ReadonlySet<Permission>> = {
  // Every permission but the journal's: an admin reaches no one's journal through any page (decision 025).
  admin: new Set(PERMISSIONS.filter((permission) => permission !== 'keep:journal:own')),
  parent: new Set<Permission>(['view:dashboard:own', 'read:child:own', 'link:child:own', 'create:child:own', 'send:welcome:own', 'trade:simulator:own', 'export:child:own', 'delete:child:own', 'answer:consent:own', 'answer:membership:own', 'read:feedback:own', 'read:notification:own', 'manage:billing:own', 'manage:competition:own', 'change:child-country:own']),
  tutor: new Set<Permission>(['view:dashboard:own', 'send:welcome:own', 'trade:simulator:own', 'manage:class:own', 'read:student:own', 'write:feedback:own', 'read:notification:own', 'manage:billing:own', 'manage:competition:own', 'print:sign-in-card:own']),
  // A school's admin reaches their school only, through the schools module (decision 061): no child's journal, no
  // back office, no simulator of their own.
  school_admin: new Set<Permission>(['view:dashboard:own', 'send:welcome:own', 'read:notification:own', 'manage:school:own', 'read:school:own', 'print:sign-in-card:own', 'manage:competition:own']),
  child: new Set<Permission>(['view:dashboard:own', 'send:welcome:own', 'take:lesson:own', 'trade:simulator:own', 'answer:link:own', 'answer:take-over:own', 'keep:journal:own', 'answer:membership:own', 'write:feedback:own', 'read:notification:own', 'take-part:competition:own']),
};

/**
 * What a child below their country's age of consent who registered alone may not do until a parent agrees (decisions
 * 030, 060): keep a journal and answer family links (leaderboards and classes, which others decide, check the child's
 * `consent_pending` instead). Lessons and the simulator stay open, and so does `answer:take-over:own`: the child's
 * own agreement that a hold after a change of country waits for (decision 060's amendment).
 */
const AWAITING_CONSENT_WITHHELD: ReadonlySet<Permission> = new Set<Permission>(['keep:journal:own', 'answer:link:own', 'answer:membership:own', 'write:feedback:own']);

type PermissionHolder = { id?: string; role: Role; awaitingConsent?: boolean; simulatorOff?: boolean };

/**
 * The resource an `:own` permission is about: the ids of the people who own it (a child's linked parents, a class's
 * tutor). With a resource, an `:own` permission holds only when the actor is one of them, or also holds the
 * permission's `:any` form (an admin). Ownership is checked here, in one place; the families module says who owns
 * a child (decision 015).
 */
export interface OwnedResource {
  ownerIds: readonly string[];
}

function anyFormOf(permission: Permission): Permission | undefined {
  if (!permission.endsWith(':own')) return undefined;
  const any = `${permission.slice(0, -':own'.length)}:any`;
  return (PERMISSIONS as readonly string[]).includes(any) ? (any as Permission) : undefined;
}

export function can(actor: PermissionHolder | null | undefined, permission: Permission, resource?: OwnedResource): boolean {
  if (!actor || !ROLE_PERMISSIONS[actor.role]?.has(permission)) return false;
  if (actor.awaitingConsent && AWAITING_CONSENT_WITHHELD.has(permission)) return false;
  // A parent switched the child's simulator off (decision 031).
  if (actor.simulatorOff && permission === 'trade:simulator:own') return false;
  if (!resource || !permission.endsWith(':own')) return true;
  const any = anyFormOf(permission);
  if (any && ROLE_PERMISSIONS[actor.role]?.has(any)) return true;
  return actor.id !== undefined && resource.ownerIds.includes(actor.id);
}

export function assertCan(actor: PermissionHolder | null | undefined, permission: Permission, resource?: OwnedResource): void {
  if (!actor) throw new AppError(401, 'errors.signInRequired');
  if (!can(actor, permission, resource)) throw new AppError(403, 'errors.forbidden');
}

/**
 * Which stock-market games someone who manages competitions makes (decisions 065, 074): a teacher, who runs classes,
 * or a school admin, whose school has classes, class games for them; a parent, who reads their own children, family
 * games for them; null: none.
 */
export function competitionKindFor(actor: PermissionHolder | null | undefined): 'class' | 'family' | null {
  if (!can(actor, 'manage:competition:own')) return null;
  if (can(actor, 'manage:class:own') || can(actor, 'manage:school:own')) return 'class';
  return can(actor, 'read:child:own') ? 'family' : null;
}
