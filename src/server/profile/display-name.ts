import { DEFAULT_ROLE, ROLES, type Role } from '@/lib/constants';

export interface ParsedDisplayName {
  role: Role;
  firstName: string;
  lastName: string;
}

const TAG = /\[([^\]]*)\]/;
const ALL_TAGS = /\[[^\]]*\]/g;

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/**
 * Spec 4 step 4: "Role is parsed from a bracketed tag in the display name (for example [tutor]), lower-cased,
 * default child. First and last name come from splitting the display name after removing the tag."
 * The first tag decides the role (an unknown one gives the default); every tag is removed from the names.
 */
export function parseDisplayName(displayName: string | null | undefined): ParsedDisplayName {
  const source = displayName ?? '';
  const match = TAG.exec(source);
  const tag = match?.[1]?.trim().toLowerCase() ?? '';
  const role = isRole(tag) ? tag : DEFAULT_ROLE;
  const rest = source.replace(ALL_TAGS, ' ').replace(/\s+/g, ' ').trim();
  const [firstName = '', ...others] = rest ? rest.split(' ') : [];
  return { role, firstName, lastName: others.join(' ') };
}

/** The role a self-registered account gets from its tag: an [admin] tag never grants admin. */
export function selfServiceRole(role: Role): Role {
  return role === 'admin' ? DEFAULT_ROLE : role;
}

export function buildDisplayName(role: Role, firstName: string, lastName: string): string {
  return `[${role}] ${firstName} ${lastName}`.replace(/\s+/g, ' ').trim();
}
