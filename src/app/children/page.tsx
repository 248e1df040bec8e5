import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getChildrenPage } from '@/modules/families';
import { ChildrenScreen } from '@/modules/families/components/children-screen';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('families'))('children.title') };
}

/** Parent sidebar /children: link a child by code with the child's consent, and the linked children (decision 026). */
export default async function ChildrenPage() {
  const actor = await requirePermission('link:child:own');
  return <ChildrenScreen page={await getChildrenPage(actor)} />;
}
