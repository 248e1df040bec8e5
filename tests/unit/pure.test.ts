import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@/lib/constants';
import { parseEnv } from '@/lib/env';
import { safeNextPath } from '@/lib/safe-path';
import { buildDisplayName, parseDisplayName, selfServiceRole } from '@/server/profile/display-name';
import { isNewUser } from '@/server/profile/new-user';
import { generateChildRefCode } from '@/server/profile/ref-code';
import { csvCell } from '@/lib/csv';
import { dashboardRoleFor } from '@/modules/dashboard';
import { AppError } from '@/server/errors';
import { assertCan, can, PERMISSIONS, type Permission } from '@/server/permissions';

describe('parseDisplayName', () => {
  it('reads the role from a bracketed tag and the names from the rest', () => {
    expect(parseDisplayName('[tutor] Ann Lee')).toEqual({ role: 'tutor', firstName: 'Ann', lastName: 'Lee' });
  });

  it('lower-cases the tag and trims it', () => {
    expect(parseDisplayName('[TUTOR] Ann')).toEqual({ role: 'tutor', firstName: 'Ann', lastName: '' });
    expect(parseDisplayName('[ Parent ] Ann')).toEqual({ role: 'parent', firstName: 'Ann', lastName: '' });
  });

  it('no tag, an unknown tag or an empty tag gives a child', () => {
    expect(parseDisplayName('Ann Lee')).toEqual({ role: 'child', firstName: 'Ann', lastName: 'Lee' });
    expect(parseDisplayName('[wizard] Ann')).toEqual({ role: 'child', firstName: 'Ann', lastName: '' });
    expect(parseDisplayName('[] Ann')).toEqual({ role: 'child', firstName: 'Ann', lastName: '' });
  });

  it('collapses whitespace; everything after the first name is the last name', () => {
    expect(parseDisplayName('  [parent]   Ann   Mary  Lee ')).toEqual({ role: 'parent', firstName: 'Ann', lastName: 'Mary Lee' });
  });

  it('finds a tag in the middle', () => {
    expect(parseDisplayName('Ann [tutor] Lee')).toEqual({ role: 'tutor', firstName: 'Ann', lastName: 'Lee' });
    expect(parseDisplayName('Ann[tutor]Lee')).toEqual({ role: 'tutor', firstName: 'Ann', lastName: 'Lee' });
  });

  it('parses [admin], but self-service never grants admin', () => {
    expect(parseDisplayName('[admin] Root')).toEqual({ role: 'admin', firstName: 'Root', lastName: '' });
    expect(selfServiceRole('admin')).toBe('child');
    expect(selfServiceRole(parseDisplayName('[ADMIN] Root').role)).toBe('child');
    for (const role of ['child', 'parent', 'tutor'] as const) expect(selfServiceRole(role)).toBe(role);
  });

  it('empty, null and undefined give a child with empty names', () => {
    for (const value of ['', '   ', null, undefined]) {
      expect(parseDisplayName(value)).toEqual({ role: 'child', firstName: '', lastName: '' });
    }
    expect(parseDisplayName('[tutor]')).toEqual({ role: 'tutor', firstName: '', lastName: '' });
  });

  it('only the first tag counts', () => {
    expect(parseDisplayName('[parent] [tutor] Ann').role).toBe('parent');
    expect(parseDisplayName('[wizard] [tutor] Ann').role).toBe('child');
    expect(parseDisplayName('Ann [tutor] Lee [admin]').role).toBe('tutor');
  });

  it('buildDisplayName round-trips through parseDisplayName', () => {
    const names: Array<[string, string]> = [
      ['Ann', 'Lee'],
      ['Ann', 'Mary Lee'],
      ['Ann', ''],
      ['', ''],
      ['Émile', 'van der Berg'],
    ];
    for (const role of ROLES) {
      for (const [firstName, lastName] of names) {
        const built = buildDisplayName(role, firstName, lastName);
        expect(built).toMatch(new RegExp(`^\\[${role}\\]`));
        expect(parseDisplayName(built)).toEqual({ role, firstName, lastName });
      }
    }
    expect(buildDisplayName('tutor', 'Ann', '')).toBe('[tutor] Ann');
    expect(buildDisplayName('parent', 'Ann', 'Mary Lee')).toBe('[parent] Ann Mary Lee');
  });
});

describe('isNewUser', () => {
  const created = new Date('2030-01-01T10:00:00.000Z');
  const after = (ms: number) => new Date(created.getTime() + ms);
  const MINUTE = 60_000;

  it('is new from 0 ms up to and including exactly 5 minutes', () => {
    expect(isNewUser(created, after(0))).toBe(true);
    expect(isNewUser(created, after(4 * MINUTE + 59_999))).toBe(true);
    expect(isNewUser(created, after(5 * MINUTE))).toBe(true);
  });

  it('is not new from 5:00.001 on', () => {
    expect(isNewUser(created, after(5 * MINUTE + 1))).toBe(false);
    expect(isNewUser(created, after(24 * 60 * MINUTE))).toBe(false);
  });
});

describe('generateChildRefCode', () => {
  it('makes 6-character codes of uppercase letters and digits, nearly all different', () => {
    const codes = Array.from({ length: 2000 }, () => generateChildRefCode());
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    // Both letters and digits occur across the sample.
    expect(codes.some((code) => /[0-9]/.test(code))).toBe(true);
    expect(codes.some((code) => /[A-Z]/.test(code))).toBe(true);
  });
});

describe('parseEnv', () => {
  function errorOf(source: Record<string, string | undefined>): Error {
    try {
      parseEnv(source);
    } catch (error) {
      return error as Error;
    }
    throw new Error('expected parseEnv to throw');
  }

  it('fills in defaults', () => {
    const parsed = parseEnv({});
    expect(parsed.PORT).toBe(3000);
    expect(parsed.DATA_DIR).toBe('./data');
    expect(parsed.NODE_ENV).toBe('development');
    expect(parsed.DATABASE_URL).toBeUndefined();
    expect(parsed.SMTP_URL).toBeUndefined();
  });

  it('accepts valid values', () => {
    const parsed = parseEnv({
      PORT: '8080',
      DATABASE_URL: 'postgresql://u@h/db',
      SMTP_URL: 'smtps://u:p@mail.test:465',
      ADMIN_ALERT_EMAIL: 'alerts@academy.test',
      DATA_DIR: '/var/academy',
    });
    expect(parsed).toMatchObject({ PORT: 8080, DATABASE_URL: 'postgresql://u@h/db', SMTP_URL: 'smtps://u:p@mail.test:465', ADMIN_ALERT_EMAIL: 'alerts@academy.test', DATA_DIR: '/var/academy' });
    expect(parseEnv({ DATABASE_URL: 'postgres://x' }).DATABASE_URL).toBe('postgres://x');
    expect(parseEnv({ SMTP_URL: 'smtp://x' }).SMTP_URL).toBe('smtp://x');
  });

  it('a bad PORT throws an error that names PORT', () => {
    for (const PORT of ['abc', '70000', '0', '80.5']) {
      const error = errorOf({ PORT });
      expect(error).toBeInstanceOf(Error);
      expect(error.message).toContain('PORT');
    }
  });

  it('a non-PostgreSQL DATABASE_URL throws naming DATABASE_URL', () => {
    expect(errorOf({ DATABASE_URL: 'mysql://x' }).message).toContain('DATABASE_URL');
  });

  it('an SMTP_URL that is not smtp(s):// throws naming SMTP_URL', () => {
    expect(errorOf({ SMTP_URL: 'http://x' }).message).toContain('SMTP_URL');
  });

  it('an ADMIN_ALERT_EMAIL that is not an address throws naming ADMIN_ALERT_EMAIL', () => {
    expect(errorOf({ ADMIN_ALERT_EMAIL: 'nope' }).message).toContain('ADMIN_ALERT_EMAIL');
  });

  it('names only the variables that are wrong', () => {
    const message = errorOf({ PORT: 'abc', SMTP_URL: 'smtp://fine', DATABASE_URL: 'mysql://x' }).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).not.toContain('SMTP_URL');
  });

  it('blank strings count as unset', () => {
    const parsed = parseEnv({ PORT: '', DATA_DIR: '', DATABASE_URL: '', SMTP_URL: '', ADMIN_ALERT_EMAIL: '', APP_URL: '', AUTH_SECRET: '' });
    expect(parsed.PORT).toBe(3000);
    expect(parsed.DATA_DIR).toBe('./data');
    expect(parsed.DATABASE_URL).toBeUndefined();
    expect(parsed.SMTP_URL).toBeUndefined();
    expect(parsed.ADMIN_ALERT_EMAIL).toBeUndefined();
    expect(parsed.APP_URL).toBeUndefined();
    expect(parsed.AUTH_SECRET).toBeUndefined();
  });
});

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('hello world')).toBe('hello world');
    expect(csvCell('a-b')).toBe('a-b');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line1\nline2')).toBe('"line1\nline2"');
    expect(csvCell('line1\r\nline2')).toBe('"line1\r\nline2"');
  });

  it('defuses a leading = + - @ with an apostrophe', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('defuses a formula hidden behind apostrophes, as every export does', () => {
    expect(csvCell("'=HYPERLINK(1)")).toBe("''=HYPERLINK(1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
  });

  it('writes a Date as ISO, an object as JSON and null/undefined as empty', () => {
    expect(csvCell(new Date('2030-01-02T03:04:05.678Z'))).toBe('2030-01-02T03:04:05.678Z');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvCell([1, 2])).toBe('"[1,2]"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
  });
});

describe('permissions', () => {
  const actor = (role: Role) => ({ role });

  it('an :own permission about a resource holds only for its owners', () => {
    const parent = { id: 'p1', role: 'parent' as const };
    expect(can(parent, 'read:child:own', { ownerIds: ['p1', 'p2'] })).toBe(true);
    expect(can(parent, 'read:child:own', { ownerIds: ['p2'] })).toBe(false);
    expect(can(parent, 'read:child:own', { ownerIds: [] })).toBe(false);
    expect(() => assertCan(parent, 'read:child:own', { ownerIds: ['p2'] })).toThrow(AppError);
    // A role without the permission is refused whoever owns the resource.
    expect(can({ id: 'c1', role: 'child' }, 'read:child:own', { ownerIds: ['c1'] })).toBe(false);
    const tutor = { id: 't1', role: 'tutor' as const };
    expect(can(tutor, 'read:student:own', { ownerIds: ['t1'] })).toBe(true);
    expect(can(tutor, 'read:student:own', { ownerIds: ['t2'] })).toBe(false);
  });

  it('only admins can manage users, read the audit log and view the admin area', () => {
    for (const permission of ['manage:user:any', 'read:audit:any', 'view:admin:any'] as const) {
      expect(can(actor('admin'), permission)).toBe(true);
      for (const role of ['parent', 'tutor', 'child'] as const) expect(can(actor(role), permission)).toBe(false);
    }
  });

  it("only parents (and admins) may read their own children's data", () => {
    expect(can(actor('parent'), 'read:child:own')).toBe(true);
    expect(can(actor('admin'), 'read:child:own')).toBe(true);
    expect(can(actor('tutor'), 'read:child:own')).toBe(false);
    expect(can(actor('child'), 'read:child:own')).toBe(false);
  });

  it("only a child keeps a journal: no other role, not even an admin, holds the journal's permission", () => {
    expect(can(actor('child'), 'keep:journal:own')).toBe(true);
    for (const role of ['admin', 'parent', 'tutor'] as const) expect(can(actor(role), 'keep:journal:own')).toBe(false);
  });

  it("a held child answers the take-over agreement that holds them, and keeps no other family answer", () => {
    // Decision 060's amendment: a hold after a change of country waits for the child's own agreement.
    const held = { id: 'c1', role: 'child' as const, awaitingConsent: true };
    expect(can(held, 'answer:take-over:own')).toBe(true);
    expect(can(held, 'answer:link:own')).toBe(false);
    expect(can(held, 'answer:membership:own')).toBe(false);
    expect(can({ id: 'c1', role: 'child' }, 'answer:take-over:own')).toBe(true);
    // It is the child's answer: a parent, a tutor or a school admin holds it in no state.
    for (const role of ['parent', 'tutor', 'school_admin'] as const) {
      expect(can(actor(role), 'answer:take-over:own')).toBe(false);
      expect(can({ ...actor(role), awaitingConsent: true }, 'answer:take-over:own')).toBe(false);
    }
    expect(() => assertCan(held, 'answer:take-over:own')).not.toThrow();
  });

  it("admins hold every permission but the journal's; nobody signed out holds any", () => {
    for (const permission of PERMISSIONS as readonly Permission[]) {
      expect(can(actor('admin'), permission)).toBe(permission !== 'keep:journal:own');
      expect(can(null, permission)).toBe(false);
      expect(can(undefined, permission)).toBe(false);
    }
  });

  it('assertCan: 401 for nobody, 403 for a role without the permission, nothing for one with it', () => {
    const thrown = (run: () => void): unknown => {
      try {
        run();
      } catch (error) {
        return error;
      }
      return undefined;
    };
    const signedOut = thrown(() => assertCan(null, 'view:dashboard:own'));
    expect(signedOut).toBeInstanceOf(AppError);
    expect(signedOut).toMatchObject({ status: 401 });
    const child = thrown(() => assertCan(actor('child'), 'manage:user:any'));
    expect(child).toBeInstanceOf(AppError);
    expect(child).toMatchObject({ status: 403 });
    expect(() => assertCan(actor('admin'), 'manage:user:any')).not.toThrow();
    expect(() => assertCan(actor('child'), 'view:dashboard:own')).not.toThrow();
  });
});

describe('dashboardRoleFor', () => {
  it("a non-admin asking for another role's dashboard gets their own", () => {
    expect(dashboardRoleFor({ role: 'child' }, 'admin')).toBe('child');
    expect(dashboardRoleFor({ role: 'tutor' }, 'parent')).toBe('tutor');
    expect(dashboardRoleFor({ role: 'parent' }, 'admin')).toBe('parent');
  });

  it('anyone asking for their own role gets it', () => {
    expect(dashboardRoleFor({ role: 'parent' }, 'parent')).toBe('parent');
    expect(dashboardRoleFor({ role: 'admin' }, 'admin')).toBe('admin');
  });

  it('an admin may open any dashboard', () => {
    expect(dashboardRoleFor({ role: 'admin' }, 'parent')).toBe('parent');
    expect(dashboardRoleFor({ role: 'admin' }, 'child')).toBe('child');
  });

  it("an unknown role means the child's dashboard", () => {
    expect(dashboardRoleFor({ role: 'child' }, 'bogus')).toBe('child');
    expect(dashboardRoleFor({ role: 'admin' }, 'bogus')).toBe('child');
    expect(dashboardRoleFor({ role: 'tutor' }, 'bogus')).toBe('tutor');
    expect(dashboardRoleFor({ role: 'tutor' }, 'TUTOR')).toBe('tutor');
  });
});

describe('safeNextPath', () => {
  it('keeps same-site paths', () => {
    expect(safeNextPath('/dashboard')).toBe('/dashboard');
    expect(safeNextPath('/dashboard/parent?tab=2#x')).toBe('/dashboard/parent?tab=2#x');
  });

  it('refuses other sites, relative paths and nothing', () => {
    for (const value of ['//evil.com', '/\\evil.com', 'https://evil.com', 'evil.com', 'javascript:alert(1)', '', null, undefined]) {
      expect(safeNextPath(value)).toBeNull();
    }
  });
});

describe('fixes found in review', () => {
  it('safeNextPath refuses paths that browsers would turn into another host (tabs, line breaks, backslashes)', () => {
    for (const value of ['/\t/evil.com', '/\n/evil.com', '/\r/evil.com', '/ /evil.com', '/a\\b']) expect(safeNextPath(value)).toBeNull();
  });

  it('parseDisplayName removes every tag from the names, the first tag deciding the role', () => {
    expect(parseDisplayName('[parent] [tutor] Ann Lee')).toEqual({ role: 'parent', firstName: 'Ann', lastName: 'Lee' });
  });

  it('parseEnv treats whitespace-only values as unset', () => {
    expect(parseEnv({ PORT: '  ', SMTP_URL: ' ' })).toMatchObject({ PORT: 3000, SMTP_URL: undefined });
  });
});
