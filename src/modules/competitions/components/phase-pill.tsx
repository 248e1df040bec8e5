import { getTranslations } from 'next-intl/server';
import { StatusPill } from '@/components/ui/status-pill';
import type { CompetitionPhase } from '../queries';

const TONES = { upcoming: 'accent', running: 'success', finished: 'muted', canceled: 'error' } as const;

/** Where a competition stands: before its start, running, over (results frozen) or cancelled. */
export async function PhasePill({ phase }: { phase: CompetitionPhase }) {
  const t = await getTranslations('competitions.phase');
  return <StatusPill tone={TONES[phase]}>{t(phase)}</StatusPill>;
}
