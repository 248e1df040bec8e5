import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, helpCategories } from '@/db/schema';
import { searchHelp } from '@/modules/help';
import { trader } from '@/modules/simulator/test-fixtures';
import { seedHelp } from '@/seed/seed-help';
import { appErrorOf } from '../../../tests/factories';
import { deleteHelpArticle, getHelpArticleForEditor, moveHelpCategory, saveHelpArticle, saveHelpCategory } from './editor';
import { helpArticleSchema } from './schemas';

/*
 * The help centre editor (decision 039): articles written, published and edited with their history, audited;
 * categories made and reordered; nobody but the content editors may. On both databases.
 */

beforeAll(async () => {
  await seedHelp(getDb());
});

describe('the help centre editor', () => {
  it('the editor writes, publishes and edits an article with its history, audited; a taken address is a 409', async () => {
    const admin = await trader({ role: 'admin' });
    const [category] = await getDb().select({ id: helpCategories.id }).from(helpCategories).where(eq(helpCategories.slug, 'simulator'));
    const form = (fields: Record<string, string>) =>
      helpArticleSchema.parse({ title: 'Limit orders', slug: 'Limit-Orders', locale: 'en', categoryId: String(category!.id), body: 'A limit order waits for a saffron price.', 'audience.child': 'on', ...fields });
    const { id } = await saveHelpArticle(admin, form({}));
    expect(await searchHelp('child', 'en', 'saffron')).toEqual([]);
    await saveHelpArticle(admin, form({ articleId: String(id), published: 'on', body: 'A limit order waits for a saffron-coloured price.' }));
    expect((await searchHelp('child', 'en', 'saffron')).map((row) => row.slug)).toEqual(['limit-orders']);
    const editor = await getHelpArticleForEditor(admin, id);
    expect(editor?.history.map((version) => version.editor)).toEqual([admin.email, admin.email]);
    const audited = await getDb().select({ action: auditLogs.actionType }).from(auditLogs).where(eq(auditLogs.entityId, String(id)));
    expect(audited.map((row) => row.action).sort()).toEqual(['help_article_create', 'help_article_update']);
    expect(await appErrorOf(saveHelpArticle(admin, form({})))).toMatchObject({ status: 409, message: 'helpEditor.errors.slugTaken' });
    expect(helpArticleSchema.safeParse({ title: 'x', slug: 'x', locale: 'en', categoryId: '1', body: 'x' }).error?.issues[0]?.message).toBe('helpEditor.errors.audience');
    await deleteHelpArticle(admin, id);
    expect(await getHelpArticleForEditor(admin, id)).toBeNull();
    expect(await appErrorOf(deleteHelpArticle(admin, id))).toMatchObject({ status: 404 });
  });

  it('categories are made, renamed and reordered by the editor; readers see the new order; others may not (403)', async () => {
    const admin = await trader({ role: 'admin' });
    const order = async () => (await getDb().select({ slug: helpCategories.slug }).from(helpCategories).orderBy(asc(helpCategories.position), asc(helpCategories.id))).map((row) => row.slug);
    const { id } = await saveHelpCategory(admin, { slug: 'plans', names: { en: 'Plans', fr: 'Formules', ar: '' } });
    expect((await order()).at(-1)).toBe('plans');
    await moveHelpCategory(admin, id, 'up');
    expect((await order()).slice(-2)).toEqual(['plans', 'account']);
    const [account] = await getDb().select({ id: helpCategories.id }).from(helpCategories).where(eq(helpCategories.slug, 'account'));
    await moveHelpCategory(admin, account!.id, 'down');
    expect((await order()).at(-1)).toBe('account');
    expect(await appErrorOf(saveHelpCategory(admin, { slug: 'plans', names: { en: 'Again', fr: '', ar: '' } }))).toMatchObject({ status: 409 });
    for (const role of ['child', 'parent', 'tutor'] as const) {
      const other = await trader({ role });
      expect(await appErrorOf(moveHelpCategory(other, id, 'up'))).toMatchObject({ status: 403 });
      expect(await appErrorOf(getHelpArticleForEditor(other, 1))).toMatchObject({ status: 403 });
    }
  });
});
