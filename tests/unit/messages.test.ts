import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGE_PARTS } from '@/i18n/messages';

/**
 * Every messages/<locale>.json must mirror messages/en.json: the same key paths, the same kind of value at each path
 * (string, array of the same length, object), the same ICU argument names in each string, and valid ICU syntax.
 * Locale files are discovered from the folder, so a new locale is checked as soon as its file exists.
 */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Kind = 'string' | 'array' | 'object' | 'number' | 'boolean' | 'null';

interface Problem {
  kind: 'missing' | 'extra' | 'type' | 'length' | 'arguments' | 'empty';
  path: string;
  detail?: string;
}

const MESSAGES_DIR = path.join(process.cwd(), 'messages');
const REFERENCE_LOCALE = 'en';

function kindOf(value: Json): Kind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as 'string' | 'number' | 'boolean' | 'object';
}

function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent === '' ? key : `${parent}.${key}`;
}

/** The paths of every leaf (string, number, …, or empty object/array) under `value`, e.g. `about.sections.why.paragraphs[0]`. */
function leafPaths(value: Json, prefix = ''): string[] {
  if (Array.isArray(value)) {
    return value.length === 0 ? [prefix] : value.flatMap((item, index) => leafPaths(item, childPath(prefix, index)));
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? [prefix] : entries.flatMap(([key, item]) => leafPaths(item, childPath(prefix, key)));
  }
  return [prefix];
}

/** The top-level ICU argument names of a message (`{name}`, `{total, plural, …}`), sorted and without duplicates. */
function icuArguments(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)) {
    if (match[1] !== undefined) names.add(match[1]);
  }
  return [...names].sort();
}

/** Everything in `candidate` that does not mirror `reference`; an empty list means the two have the same shape. */
function compareMessages(reference: Json, candidate: Json, at = ''): Problem[] {
  const expected = kindOf(reference);
  const found = kindOf(candidate);
  if (expected !== found) return [{ kind: 'type', path: at, detail: `expected ${expected}, found ${found}` }];

  if (Array.isArray(reference) && Array.isArray(candidate)) {
    const problems: Problem[] = [];
    if (reference.length !== candidate.length) {
      problems.push({ kind: 'length', path: at, detail: `expected ${reference.length} entries, found ${candidate.length}` });
    }
    reference.forEach((item, index) => {
      const other = candidate[index];
      if (other === undefined) problems.push(...leafPaths(item, childPath(at, index)).map((p): Problem => ({ kind: 'missing', path: p })));
      else problems.push(...compareMessages(item, other, childPath(at, index)));
    });
    candidate.slice(reference.length).forEach((item, offset) => {
      problems.push(...leafPaths(item, childPath(at, reference.length + offset)).map((p): Problem => ({ kind: 'extra', path: p })));
    });
    return problems;
  }

  if (expected === 'object') {
    const ref = reference as { [key: string]: Json };
    const cand = candidate as { [key: string]: Json };
    const problems: Problem[] = [];
    for (const [key, item] of Object.entries(ref)) {
      const other = Object.hasOwn(cand, key) ? cand[key] : undefined;
      if (other === undefined) problems.push(...leafPaths(item, childPath(at, key)).map((p): Problem => ({ kind: 'missing', path: p })));
      else problems.push(...compareMessages(item, other, childPath(at, key)));
    }
    for (const [key, item] of Object.entries(cand)) {
      if (!Object.hasOwn(ref, key)) problems.push(...leafPaths(item, childPath(at, key)).map((p): Problem => ({ kind: 'extra', path: p })));
    }
    return problems;
  }

  if (typeof reference === 'string' && typeof candidate === 'string') {
    const problems: Problem[] = [];
    if (candidate.trim() === '' && reference.trim() !== '') problems.push({ kind: 'empty', path: at });
    const want = icuArguments(reference);
    const got = icuArguments(candidate);
    if (want.join(',') !== got.join(',')) {
      problems.push({ kind: 'arguments', path: at, detail: `expected {${want.join('}, {')}}, found {${got.join('}, {')}}` });
    }
    return problems;
  }
  return [];
}

function describeProblem(problem: Problem): string {
  const label = { missing: 'missing key', extra: 'extra key', type: 'wrong type', length: 'wrong array length', arguments: 'different ICU arguments', empty: 'empty value' }[problem.kind];
  return `${label}: ${problem.path || '(root)'}${problem.detail ? ` (${problem.detail})` : ''}`;
}

/** Every string in a message tree, with its path. */
function strings(value: Json, prefix = ''): { path: string; value: string }[] {
  if (typeof value === 'string') return [{ path: prefix, value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, childPath(prefix, index)));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, childPath(prefix, key)));
  return [];
}

function readJson(relative: string): Json {
  try {
    return JSON.parse(readFileSync(path.join(MESSAGES_DIR, relative), 'utf8')) as Json;
  } catch (error) {
    throw new Error(`messages/${relative} is not valid JSON: ${(error as Error).message}`);
  }
}

/** A locale's whole message tree: messages/<locale>.json merged with its parts, messages/<locale>/<part>.json. */
function readLocale(locale: string): Json {
  const tree = { ...(readJson(`${locale}.json`) as Record<string, Json>) };
  for (const part of MESSAGE_PARTS) {
    for (const [namespace, value] of Object.entries(readJson(`${locale}/${part}.json`) as Record<string, Json>)) {
      if (Object.hasOwn(tree, namespace)) throw new Error(`messages/${locale}/${part}.json redefines the namespace "${namespace}"`);
      tree[namespace] = value;
    }
  }
  return tree;
}

const locales = readdirSync(MESSAGES_DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();
const hasIntlMessageFormat = existsSync(path.join(process.cwd(), 'node_modules', 'intl-messageformat'));

describe('the message comparison itself', () => {
  const reference: Json = {
    greeting: 'Hi, {name}!',
    count: '{total, plural, one {# account} other {# accounts}}',
    page: { paragraphs: ['One', 'Two {contactEmail}'] },
  };

  it('reads top-level ICU argument names and ignores # and plural branches', () => {
    expect(icuArguments('{minutes, plural, one {# minute} other {# minutes}}')).toEqual(['minutes']);
    expect(icuArguments('Page {page} of {pageCount}, again {page}')).toEqual(['page', 'pageCount']);
    expect(icuArguments('{ xp } XP · {last}')).toEqual(['last', 'xp']);
    expect(icuArguments('No arguments here.')).toEqual([]);
  });

  it('accepts a faithful translation', () => {
    const translated: Json = {
      greeting: 'Salut {name} !',
      count: '{total, plural, one {# compte} other {# comptes}}',
      page: { paragraphs: ['Un', 'Deux {contactEmail}'] },
    };
    expect(compareMessages(reference, translated)).toEqual([]);
  });

  it('detects a missing key, an extra key, a wrong type, a wrong array length and changed arguments', () => {
    const broken: Json = {
      count: '{count, plural, one {# compte} other {# comptes}}',
      page: { paragraphs: ['Un'], extra: { deep: 'x' } },
    };
    expect(compareMessages(reference, broken).map(describeProblem)).toEqual([
      'missing key: greeting',
      'different ICU arguments: count (expected {total}, found {count})',
      'wrong array length: page.paragraphs (expected 2 entries, found 1)',
      'missing key: page.paragraphs[1]',
      'extra key: page.extra.deep',
    ]);
    expect(compareMessages(reference, { ...(reference as object), page: 'flat' }).map(describeProblem)).toEqual([
      'wrong type: page (expected object, found string)',
    ]);
    expect(compareMessages({ title: 'Welcome' }, { title: '  ' }).map(describeProblem)).toEqual(['empty value: title']);
  });
});

describe('locale message files', () => {
  for (const locale of locales) {
    it(`messages/${locale}/ holds exactly the parts src/i18n/messages.ts loads`, () => {
      const files = readdirSync(path.join(MESSAGES_DIR, locale)).sort();
      expect(files).toEqual(MESSAGE_PARTS.map((part) => `${part}.json`).sort());
    });
  }

  it(`include the reference ${REFERENCE_LOCALE}.json`, () => {
    expect(locales).toContain(REFERENCE_LOCALE);
  });

  const reference = readLocale(REFERENCE_LOCALE);

  for (const locale of locales.filter((l) => l !== REFERENCE_LOCALE)) {
    it(`messages/${locale}.json has the same keys, value types and ICU arguments as ${REFERENCE_LOCALE}.json`, () => {
      expect(compareMessages(reference, readLocale(locale)).map(describeProblem)).toEqual([]);
    });
  }

  for (const locale of locales) {
    it.runIf(hasIntlMessageFormat)(`every string in messages/${locale}.json is valid ICU MessageFormat`, async () => {
      const { IntlMessageFormat } = await import('intl-messageformat');
      const failures: string[] = [];
      for (const entry of strings(readLocale(locale))) {
        try {
          const format = new IntlMessageFormat(entry.value, locale);
          // Format every plural category too: numbers for plural arguments, text for the rest.
          const plural = new Set([...entry.value.matchAll(/\{\s*([A-Za-z_]\w*)\s*,\s*(?:plural|selectordinal|number)\b/g)].map((m) => m[1]));
          for (const n of [0, 1, 2, 3, 11, 100, 1.5]) {
            const values = Object.fromEntries(icuArguments(entry.value).map((name) => [name, plural.has(name) ? n : name]));
            // Rich-text tags (`<isolate>{names}</isolate>`, read with t.rich) take a function of their content.
            const tags = Object.fromEntries([...entry.value.matchAll(/<([A-Za-z_]\w*)>/g)].map((m) => [m[1]!, (chunks: unknown[]) => chunks.join('')]));
            format.format({ ...values, ...tags });
          }
        } catch (error) {
          failures.push(`${entry.path}: ${(error as Error).message}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
