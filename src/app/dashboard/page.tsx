import { redirect } from 'next/navigation';
import { requireActor } from '@/server/session';

/** /dashboard → /dashboard/{role} (spec 2). */
export default async function DashboardIndex() {
  const actor = await requireActor();
  redirect(`/dashboard/${actor.role}`);
}
