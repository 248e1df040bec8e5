import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getChildrenPage } from '@/modules/families';
import { ChildrenScreen } from '@/modules/families/components/children-screen';
import { listSharedEntries } from '@/modules/journal';
import { SharedEntries } from '@/modules/journal/components/shared-entries';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('families'))('children.title') };
}

/** Parent sidebar /children: link a child by code with the child's consent, the linked children and what they shared (decisions 025, 026). */
export default async function ChildrenPage() {
  const actor = await requirePermission('link:child:own');
  const [page, shared] = await Promise.all([getChildrenPage(actor), listSharedEntries(actor)]);
  // Each child's card shows the journal entries that child chose to show this parent (decision 025), read-only.
  const childExtras = Object.fromEntries(page.children.map((child) => [child.id, <SharedEntries key={child.id} childName={child.name} entries={shared.filter((entry) => entry.childId === child.id)} />]));
  return <ChildrenScreen page={page} childExtras={childExtras} />;
}
