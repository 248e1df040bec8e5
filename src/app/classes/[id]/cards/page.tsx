import type { Metadata } from 'next';
import { forbidden, notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCardsPage } from '@/modules/classes';
import { SignInCardsScreen } from '@/modules/classes/components/sign-in-cards-screen';
import { classIdSchema } from '@/modules/classes/schemas';
import { AppError } from '@/server/errors';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('classes.cards'))('pageTitle') };
}

/** A class's sign-in cards (decision 066): its tutor's and its school's admins'; another's class is a 403. */
export default async function ClassCardsPage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await requirePermission('print:sign-in-card:own');
  const parsed = classIdSchema.safeParse({ classId: (await params).id });
  if (!parsed.success) notFound();
  let page;
  try {
    page = await getCardsPage(actor, parsed.data.classId);
  } catch (error) {
    if (error instanceof AppError && error.status === 403) forbidden();
    throw error;
  }
  if (!page) notFound();
  return <SignInCardsScreen page={page} backHref={actor.role === 'school_admin' ? '/dashboard/school_admin' : `/classes/${page.classId}`} />;
}
