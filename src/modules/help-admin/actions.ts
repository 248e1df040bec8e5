'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import type { FormState } from '@/lib/form-state';
import { runActorAction } from '@/server/form-action';
import { deleteHelpArticle, moveHelpCategory, saveHelpArticle, saveHelpCategory } from './editor';
import { helpArticleSchema, helpCategoryMoveSchema, helpCategorySchema } from './schemas';

/* The help centre editor's forms (decision 039): the content editors' permission, checked here and in editor.ts. */

const EDITOR_PATH = '/admin/help-editor/help';

/** Saves an article (a new one goes on to its own page); its readers see it at once. */
export async function saveHelpArticleAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:content:any', helpArticleSchema, formData, async (actor, input) => {
    const { id } = await saveHelpArticle(actor, input);
    revalidatePath('/help', 'layout');
    revalidatePath(EDITOR_PATH, 'layout');
    if (input.articleId === undefined) redirect(`${EDITOR_PATH}/${id}?saved=1`);
    return { status: 'success', message: 'helpEditor.saved' };
  });
}

export async function deleteHelpArticleAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:content:any', z.object({ articleId: z.coerce.number({ message: 'errors.badForm' }).int().positive().max(2_147_483_647) }), formData, async (actor, { articleId }) => {
    await deleteHelpArticle(actor, articleId);
    revalidatePath('/help', 'layout');
    redirect(`${EDITOR_PATH}?deleted=1`);
  });
}

export async function moveHelpCategoryAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:content:any', helpCategoryMoveSchema, formData, async (actor, { categoryId, direction }) => {
    await moveHelpCategory(actor, categoryId, direction);
    revalidatePath(EDITOR_PATH);
    return { status: 'success', message: 'helpEditor.moved' };
  });
}

export async function saveHelpCategoryAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:content:any', helpCategorySchema, formData, async (actor, input) => {
    await saveHelpCategory(actor, { categoryId: input.categoryId === '' ? undefined : input.categoryId, slug: input.slug, names: { en: input['name.en'], fr: input['name.fr'], ar: input['name.ar'] } });
    revalidatePath(EDITOR_PATH);
    return { status: 'success', message: 'helpEditor.categorySaved' };
  });
}
