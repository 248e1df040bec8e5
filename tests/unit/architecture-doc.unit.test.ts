import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentDocument, domainEvents } from '../../scripts/architecture';

/* docs/architecture.md's table of modules, tables and events is the code's, and every decision says where it stands. */

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('docs', () => {
  it('architecture.md lists each module’s tables and events as the code has them (npx tsx scripts/architecture.ts)', () => {
    const { before, after } = currentDocument();
    expect(before).toBe(after);
  });

  it('finds every domain event the modules define, each with who reacts to it', () => {
    const events = domainEvents();
    expect(events.map((event) => event.name)).toContain('courses.lesson-completed');
    expect(events.find((event) => event.name === 'courses.lesson-completed')?.subscribers).toEqual(expect.arrayContaining(['classes', 'progress']));
    // A defined event nobody reacts to is a publish that throws (server/domain-events.ts).
    expect(events.filter((event) => event.subscribers.length === 0).map((event) => event.name)).toEqual([]);
  });

  it('gives every decision record a status', () => {
    const folder = path.join(ROOT, 'docs/decisions');
    const missing = readdirSync(folder)
      .filter((file) => /^\d{3}-.*\.md$/.test(file))
      .filter((file) => !/^\*\*Status\.\*\* (Accepted|Superseded|Amended)/m.test(readFileSync(path.join(folder, file), 'utf8')));
    expect(missing).toEqual([]);
  });
});
