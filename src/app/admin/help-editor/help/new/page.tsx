import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listHelpCategoriesForEditor } from '@/modules/help-admin';
import { HelpArticleEditor } from '@/modules/help-admin/components/help-article-editor';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('helpEditor'))('newArticle') };
}

export default async function NewHelpArticlePage() {
  const actor = await requirePermission('edit:content:any');
  const categories = await listHelpCategoriesForEditor(actor);
  return <HelpArticleEditor categories={categories} saved={false} />;
}
