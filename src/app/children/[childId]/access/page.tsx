import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getChildAccessLog } from '@/modules/families';
import { AccessLogScreen } from '@/modules/families/components/access-log-screen';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('families.access'))('metaTitle') };
}

/** A parent's view of who saw or changed one of their children's data. Another family's child, or no child: 404. */
export default async function ChildAccessPage({ params }: { params: Promise<{ childId: string }> }) {
  const actor = await requirePermission('read:child:own');
  const log = await getChildAccessLog(actor, decodeURIComponent((await params).childId));
  if (!log) notFound();
  return <AccessLogScreen log={log} />;
}
