import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { certificateDay } from '../certificate-words';
import type { ChildGameResult } from '../results';

/** On a parent's /progress: the class stock-market games their child finished, each with the child's certificate (decision 065). */
export async function ChildGameResults({ childId, childName, games }: { childId: string; childName: string; games: ChildGameResult[] }) {
  if (games.length === 0) return null;
  const [t, locale] = await Promise.all([getTranslations('competitionResults'), getLocale()]);
  return (
    <Card>
      <h2 className="mb-2 text-lg font-bold">{t('family.title', { name: childName })}</h2>
      <ul className="flex flex-col gap-2 text-sm">
        {games.map((game) => (
          <li key={game.competitionId} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="font-semibold">{game.name}</span>
            <span className="text-muted">{t('family.ended', { date: certificateDay(game.endsOn, locale) })}</span>
            <Link href={`/competitions/${game.competitionId}/certificates?child=${encodeURIComponent(childId)}`} className="font-semibold text-primary hover:underline">
              {t('family.certificate', { name: childName })}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
