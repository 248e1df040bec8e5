/*
 * A small line of a few values over time, server-rendered SVG with no client JavaScript (a rank's history beside a
 * ranking). The picture carries its own text alternative (`label`, every value in words), since a line alone says
 * nothing to a screen reader. `best` is drawn at the top: for a rank, 1. Right to left the picture is mirrored, as
 * the kit's day bars are, so the newest point sits where the reader's line ends.
 */

const WIDTH = 96;
const HEIGHT = 28;
const PAD = 3;

export function Sparkline({ values, best, worst, label }: { values: readonly number[]; best: number; worst: number; label: string }) {
  const span = worst - best || 1;
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  const points = values.map((value, index) => [PAD + index * step, PAD + ((value - best) / span) * (HEIGHT - 2 * PAD)] as const);
  const last = points[points.length - 1];
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} role="img" aria-label={label} className="inline-block text-primary rtl:-scale-x-100">
      <title>{label}</title>
      <line x1={0} x2={WIDTH} y1={PAD} y2={PAD} className="stroke-line" strokeWidth={1} strokeDasharray="2 3" />
      {points.length > 1 ? <polyline points={points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" /> : null}
      {last ? <circle cx={last[0]} cy={last[1]} r={2.5} fill="currentColor" /> : null}
    </svg>
  );
}
