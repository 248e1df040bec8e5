import { z } from 'zod';
import { HELP_SLUG_PATTERN } from '@/modules/help/schemas';

/* The help centre editor's inputs (decision 039). */

const AUDIENCES = ['visitor', 'child', 'parent', 'tutor', 'admin'] as const;
const LOCALE_VALUES = ['en', 'fr', 'ar'] as const;

/**
 * The editor's article form: `audience.<who>` checkboxes (at least one), `published` a checkbox, no `articleId` for
 * a new article. The slug is lower-cased; its translation is the same slug in another locale.
 */
export const helpArticleSchema = z
  .looseObject({
    articleId: z.union([z.literal(''), z.coerce.number().int().positive().max(2_147_483_647)]).optional(),
    title: z.string({ message: 'helpEditor.errors.title' }).trim().min(1, 'helpEditor.errors.title').max(200, 'helpEditor.errors.title'),
    slug: z.string({ message: 'helpEditor.errors.slug' }).trim().toLowerCase().max(100, 'helpEditor.errors.slug').regex(HELP_SLUG_PATTERN, 'helpEditor.errors.slug'),
    locale: z.enum(LOCALE_VALUES, { message: 'helpEditor.errors.locale' }),
    categoryId: z.coerce.number({ message: 'helpEditor.errors.category' }).int().positive('helpEditor.errors.category').max(2_147_483_647),
    body: z.string({ message: 'helpEditor.errors.body' }).trim().min(1, 'helpEditor.errors.body').max(20_000, 'helpEditor.errors.body'),
    published: z.literal('on').optional(),
  })
  .transform((input, context) => {
    const audience = AUDIENCES.filter((who) => input[`audience.${who}`] === 'on');
    if (audience.length === 0) {
      context.addIssue({ code: 'custom', message: 'helpEditor.errors.audience', path: ['audience'] });
      return z.NEVER;
    }
    return {
      articleId: input.articleId === '' ? undefined : input.articleId,
      title: input.title,
      slug: input.slug,
      locale: input.locale,
      categoryId: input.categoryId,
      body: input.body,
      published: input.published === 'on',
      audience,
    };
  });
export type HelpArticleInput = z.output<typeof helpArticleSchema>;

export const helpCategoryMoveSchema = z.object({
  categoryId: z.coerce.number({ message: 'errors.badForm' }).int().positive().max(2_147_483_647),
  direction: z.enum(['up', 'down'], { message: 'errors.badForm' }),
});

/** A new category, or new names for one: a slug (new ones only) and a name in each language. */
export const helpCategorySchema = z.object({
  categoryId: z.union([z.literal(''), z.coerce.number().int().positive().max(2_147_483_647)]).optional(),
  slug: z.string().trim().toLowerCase().max(60, 'helpEditor.errors.slug').regex(HELP_SLUG_PATTERN, 'helpEditor.errors.slug'),
  'name.en': z.string({ message: 'helpEditor.errors.categoryName' }).trim().min(1, 'helpEditor.errors.categoryName').max(80, 'helpEditor.errors.categoryName'),
  'name.fr': z.string().trim().max(80, 'helpEditor.errors.categoryName').default(''),
  'name.ar': z.string().trim().max(80, 'helpEditor.errors.categoryName').default(''),
});
