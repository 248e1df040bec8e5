import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY_NAMESPACES, clientMessages, SERVER_ONLY_NAMESPACES } from '@/i18n/client-messages';

/** Every source file under src, with its text. */
function sources(dir = path.join(process.cwd(), 'src')): { file: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.ts$/.test(name) ? [{ file: path.relative(process.cwd(), full), text: readFileSync(full, 'utf8') }] : [];
  });
}

const files = sources();

/** Files that translate in the browser's way: a hook, or a message key an action or error answers with. */
function usersOf(namespace: string): string[] {
  const hook = new RegExp(`useTranslations\\(['\`]${namespace}[.'\`]`);
  // A whole key in single quotes ('users.saved'), not SQL or a comment that names a column (`users.valuation`).
  const key = new RegExp(`'${namespace}\\.[A-Za-z][\\w.]*'`);
  return files.filter(({ text }) => hook.test(text) || (key.test(text) && !text.includes('getTranslations'))).map(({ file }) => file);
}

describe('the messages sent to the browser', () => {
  it('leave out only namespaces no client hook or action answer uses', () => {
    for (const namespace of SERVER_ONLY_NAMESPACES) expect({ namespace, users: usersOf(namespace) }).toEqual({ namespace, users: [] });
  });

  it('keep the admin-only namespaces to the admin modules', () => {
    const adminModules = /^src\/(modules\/(market|files|lesson-admin|content-admin|theme|currency|user-management)|app\/admin|app\/api\/files)\//;
    for (const namespace of ADMIN_ONLY_NAMESPACES) {
      expect({ namespace, outside: usersOf(namespace).filter((file) => !adminModules.test(file)) }).toEqual({ namespace, outside: [] });
    }
  });

  it('drop server-only namespaces for everyone and admin namespaces for everyone but admins', () => {
    const all = { about: {}, errors: {}, lessonEditor: {}, player: {} };
    expect(Object.keys(clientMessages(all, false))).toEqual(['errors', 'player']);
    expect(Object.keys(clientMessages(all, true))).toEqual(['errors', 'lessonEditor', 'player']);
  });
});
