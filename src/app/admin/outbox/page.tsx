import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listOutbox } from '@/modules/mail';
import { OutboxScreen } from '@/modules/mail/components/outbox-screen';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('outbox'))('title') };
}

/** The local outbox: mail the app would have sent, when no SMTP server is configured. */
export default async function OutboxPage() {
  const actor = await requirePermission('read:outbox:any');
  return <OutboxScreen messages={await listOutbox(actor)} />;
}
