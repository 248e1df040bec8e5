import { notFound } from 'next/navigation';
import { requirePermission } from '@/server/session';

/** Admin pages not built yet: non-admins are refused (403) before anyone learns whether a page exists. */
export default async function AdminFallback() {
  await requirePermission('view:admin:any');
  notFound();
}
