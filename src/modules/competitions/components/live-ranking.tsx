'use client';

import { useLocale } from '@/i18n/client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { tableCell } from '@/components/ui/data-table';
import { openLiveStream } from '@/lib/live-stream';
import { formatMoney, type DisplayRate } from '@/lib/money';
import { numberFormat } from '@/lib/intl-formats';
import { orderedBy, rankOf } from '../ranking-order';
import type { LiveStanding } from '../ranking-streams';
import type { RankBy } from '../schemas';

/** One row of the ranking: its figures, and what the server drew for it (who, the rank's history, the trades). */
export interface RankingRowView extends LiveStanding {
  mine: boolean;
  who: ReactNode;
  history: ReactNode;
  /** The teacher's column; null for a child. */
  trades: number | null;
}

/**
 * The ranking's rows (decision 067). While the game runs, the page follows its own ranking stream: the server reads
 * the game's standings once every few seconds for everyone who follows it and sends each reader the figures they
 * may see; the rows take the new figures and order themselves again. Names and histories are the server's: an entry
 * the page has not drawn (a child who joined since it loaded) asks the server for the page again, once per entry.
 */
export function LiveRankingRows({ rows, rankBy, rate, streamUrl, notYet }: { rows: RankingRowView[]; rankBy: RankBy; rate: DisplayRate; streamUrl: string | null; notYet: string }) {
  const locale = useLocale();
  // Intl's number formats, kept (lib/number-format.ts): the browser's translator has no `useFormatter`.
  const number = (value: number, options: Intl.NumberFormatOptions = {}) => numberFormat(locale, options).format(value);
  const router = useRouter();
  const [figures, setFigures] = useState<ReadonlyMap<string, LiveStanding>>(new Map());
  // The rows drawn, for the stream's handler (which outlives a render), and the entries a new page was asked for.
  const drawn = useRef(rows);
  const askedFor = useRef(new Set<string>());
  useEffect(() => {
    drawn.current = rows;
  }, [rows]);
  useEffect(() => {
    if (!streamUrl) return;
    return openLiveStream(streamUrl, {
      events: {
        message: (data) => {
          const list = JSON.parse(data) as LiveStanding[];
          setFigures(new Map(list.map((row) => [row.entryId, row])));
          const known = new Set(drawn.current.map((row) => row.entryId));
          const newcomers = list.filter((row) => !known.has(row.entryId) && !askedFor.current.has(row.entryId));
          for (const row of newcomers) askedFor.current.add(row.entryId);
          if (newcomers.length > 0) router.refresh();
        },
      },
    });
  }, [streamUrl, router]);
  const current = rows.map((row) => ({ ...row, ...figures.get(row.entryId) }));
  const muted = <span className="text-muted">{notYet}</span>;
  return (
    <>
      {orderedBy(current, rankBy).map((row) => {
        const rank = rankOf(row, rankBy);
        return (
          <tr key={row.entryId} className={row.mine ? 'bg-accent/15 font-semibold' : undefined}>
            <td className={tableCell({ numeric: true })}>{rank === null ? muted : rank}</td>
            <td className={tableCell()}>{row.who}</td>
            <td className={tableCell({ numeric: true })}>{formatMoney(row.value, rate, locale)}</td>
            <td className={tableCell({ numeric: true })}>{row.riskAdjusted === null ? muted : number(Number(row.riskAdjusted), { maximumFractionDigits: 2 })}</td>
            <td className={tableCell({ numeric: true })}>{number(Number(row.diversification), { maximumFractionDigits: 2 })}</td>
            <td className={tableCell({ numeric: true })}>{number(row.stocksHeld)}</td>
            <td className={tableCell()}>{row.history}</td>
            {row.trades === null ? null : <td className={tableCell({ numeric: true })}>{number(row.trades)}</td>}
          </tr>
        );
      })}
    </>
  );
}
