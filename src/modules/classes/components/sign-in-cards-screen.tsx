import { getFormatter, getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { PageLayout } from '@/components/ui/page-layout';
import type { CardsPage } from '../sign-in-cards';
import { SignInCardsManager, type CardRow } from './sign-in-cards-manager';

/**
 * /classes/[id]/cards (decision 066): a class's sign-in cards, for its tutor and its school's admins. What a card is
 * and how a child uses it, then the children with their cards (print, reprint, revoke) and the sheet to print.
 */
export async function SignInCardsScreen({ page, backHref }: { page: CardsPage; backHref: string }) {
  const [t, format] = await Promise.all([getTranslations('classes.cards'), getFormatter()]);
  const students: CardRow[] = page.students.map((student) => ({
    id: student.id,
    name: student.name || t('unnamed'),
    avatarSeed: student.avatarSeed,
    avatarVariant: student.avatarVariant,
    hasCard: student.issuedAt !== null,
    status: [
      student.issuedAt ? t('issued', { date: format.dateTime(student.issuedAt, { dateStyle: 'medium' }) }) : t('noCard'),
      student.lastUsedAt ? t('lastUsed', { date: format.dateTime(student.lastUsedAt, { dateStyle: 'medium', timeStyle: 'short' }) }) : null,
    ]
      .filter(Boolean)
      .join(' · '),
  }));
  return (
    <PageLayout width="6xl" above={<BackLink href={backHref}>{t('back')}</BackLink>} title={t('title', { name: page.className })} lead={t('lead')}>
      <SignInCardsManager classId={page.classId} classCode={page.classCode} students={students} />
    </PageLayout>
  );
}
