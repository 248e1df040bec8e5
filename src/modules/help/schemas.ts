import { z } from 'zod';

/* The help centre's inputs (decision 039). */

/** /help?q=…: a search of at most 200 characters; an empty or missing one shows the categories. */
export const helpSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined),
});

/** An article's slug in its address: what the editor allows, else no such article. */
export const HELP_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const helpVoteSchema = z.object({
  articleId: z.coerce.number({ message: 'errors.badForm' }).int().positive().max(2_147_483_647),
  slug: z.string().regex(HELP_SLUG_PATTERN, 'errors.badForm').max(100),
  helpful: z.enum(['yes', 'no'], { message: 'errors.badForm' }),
});
