import { formatMoney, type DisplayRate } from '@/lib/money';
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

/** A day of the game ('2026-11-27') as the reader's language writes it. */
export function certificateDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** The three figures a certificate shows, each as [label, value]: the rank by value, by diversification, the final value. */
export function certificateFigures(t: Translate, certificate: CertificatePlace & { entries: number; value: string }, rate: DisplayRate, locale: string): [string, string][] {
  return [
    [t('certificate.rankLabel'), t('certificate.rankOf', { rank: certificate.rank, count: certificate.entries })],
    [t('certificate.spreadLabel'), t('certificate.rankOf', { rank: certificate.diversificationRank, count: certificate.entries })],
    [t('certificate.valueLabel'), formatMoney(certificate.value, rate, locale)],
  ];
}
