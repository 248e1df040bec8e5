/** The parts of a person the app names them by; every part may be missing (a brand-new account has no name yet). */
export interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** "Ada Lovelace", "Ada" or "" when the account has no name: blank parts are left out, never joined as spaces. */
export function fullName({ firstName, lastName }: NamedPerson): string {
  return [firstName?.trim(), lastName?.trim()].filter(Boolean).join(' ');
}

/**
 * How audit entries, messages and lists name a person: the full name, else the e-mail (spec 3: entries about a child
 * carry a display name, and an account without a name still needs one). "" only when neither is known.
 */
export function fullNameOrEmail(person: NamedPerson): string {
  return fullName(person) || person.email?.trim() || '';
}

/** "Maya K.": first name and last initial only — never an e-mail (the leaderboard; decision 014). */
export function leaderboardName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  if (first && initial) return `${first} ${initial}.`;
  return first || (initial ? `${initial}.` : '?');
}
