import { formatMoney, type DisplayRate } from '@/lib/money';
import { numberFormat } from '@/lib/intl-formats';
import type { Translate } from '@/server/errors';

/*
 * What a certificate says beyond its figures (decision 065), shared by the printable page and the PDF. No
 * 'server-only': the PDF is drawn in the PDF worker, plain Node (decision 045).
 */

/** The figures that choose a certificate's closing sentence. */
export interface CertificatePlace {
  rank: number;
  diversificationRank: number;
  stocksHeld: number;
}

/**
 * Every child's certificate ends kindly, and not only the winner's: first place, the podium, the best spread of money
 * over stocks (the lesson the game teaches), or the effort of playing.
 */
export function kindSentenceKey(place: CertificatePlace): 'kind.first' | 'kind.podium' | 'kind.spread' | 'kind.effort' {
  if (place.rank === 1) return 'kind.first';
  if (place.rank <= 3) return 'kind.podium';
  if (place.diversificationRank === 1 && place.stocksHeld > 1) return 'kind.spread';
  return 'kind.effort';
}

/** A team's certificate ends as kindly, said to the whole team. */
export function teamKindSentenceKey(place: CertificatePlace): 'teamKind.first' | 'teamKind.podium' | 'teamKind.spread' | 'teamKind.effort' {
  const key = kindSentenceKey(place);
  return key === 'kind.first' ? 'teamKind.first' : key === 'kind.podium' ? 'teamKind.podium' : key === 'kind.spread' ? 'teamKind.spread' : 'teamKind.effort';
}

/**
 * The two lines under the child's name: what the certificate is for, and the class (a family game: the family,
 * decision 074) with the game's dates, in the certificate's language.
 */
export function certificateGameLines(t: Translate, game: { kind: 'class' | 'family'; className: string; startsOn: string; endsOn: string }, locale: string): { forPlaying: string; where: string } {
  const dates = { start: certificateDay(game.startsOn, locale), end: certificateDay(game.endsOn, locale) };
  if (game.kind === 'family') return { forPlaying: t('certificate.forPlayingFamily'), where: t('certificate.familyAndDates', dates) };
  return { forPlaying: t('certificate.forPlaying'), where: t('certificate.classAndDates', { className: game.className, ...dates }) };
}

/** A day of the game ('2026-11-27') as the reader's language writes it. */
export function certificateDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/**
 * The steadiness score of a frozen result (decision 072): null for a game too short to have one (under three
 * snapshots), then ranked among the entries that have one (`steadyEntries` of them).
 */
export interface CertificateSteadiness {
  riskAdjusted: string | null;
  riskAdjustedRank: number | null;
  steadyEntries: number;
}

/** A figure of a certificate: what it is, its value, and a smaller line under it (the steadiness score). */
export interface CertificateFigure {
  label: string;
  value: string;
  note?: string;
}

/** The steadiness figure: its rank among the players who have a score, the score beneath as the ranking writes it (two decimals at most), or "not yet". */
export function steadinessFigure(t: Translate, steadiness: CertificateSteadiness, locale: string): CertificateFigure {
  const { riskAdjusted, riskAdjustedRank, steadyEntries } = steadiness;
  const label = t('certificate.steadinessLabel');
  if (riskAdjusted === null || riskAdjustedRank === null) return { label, value: t('certificate.steadinessNotYet') };
  const score = numberFormat(locale, { maximumFractionDigits: 2 }).format(Number(riskAdjusted));
  return { label, value: t('certificate.rankOf', { rank: riskAdjustedRank, count: steadyEntries }), note: t('certificate.steadinessScore', { score }) };
}

/**
 * The four figures a certificate shows: the rank by value, by diversification, by steadiness (with its score), and
 * the final value in the competition's currency, written as the certificate's language does.
 */
export function certificateFigures(t: Translate, certificate: CertificatePlace & CertificateSteadiness & { entries: number; value: string }, rate: DisplayRate, locale: string): CertificateFigure[] {
  return [
    { label: t('certificate.rankLabel'), value: t('certificate.rankOf', { rank: certificate.rank, count: certificate.entries }) },
    { label: t('certificate.spreadLabel'), value: t('certificate.rankOf', { rank: certificate.diversificationRank, count: certificate.entries }) },
    steadinessFigure(t, certificate, locale),
    { label: t('certificate.valueLabel'), value: formatMoney(certificate.value, rate, locale) },
  ];
}
