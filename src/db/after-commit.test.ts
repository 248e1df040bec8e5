import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { afterCommit } from './after-commit';
import { getDb } from './client';

/* src/db/after-commit.ts: what a transaction asks to run once it has committed (the NOTIFY of new notifications). */

describe('work after a commit', () => {
  it('runs once the transaction has committed, in order, and never for one that rolled back', async () => {
    const ran: string[] = [];
    const result = await getDb().transaction(async (tx) => {
      afterCommit(tx, () => ran.push('first'));
      afterCommit(tx, () => ran.push('second'));
      await tx.execute(sql`select 1`);
      expect(ran).toEqual([]);
      return 'answer';
    });
    expect(result).toBe('answer');
    expect(ran).toEqual(['first', 'second']);

    await expect(
      getDb().transaction(async (tx) => {
        afterCommit(tx, () => ran.push('rolled back'));
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(ran).toEqual(['first', 'second']);
  });

  it('is refused for a transaction the database did not open', () => {
    expect(() => afterCommit({} as never, () => undefined)).toThrow(/withAfterCommit/);
  });
});
