/*
 * A small bar chart of one value per day, server-rendered SVG with no client JavaScript (the back office's charts).
 * The picture is hidden from screen readers: every chart sits beside a table of the same numbers.
 * Right to left the labels under it swap ends with the page, so the picture is mirrored too (`rtl:-scale-x-100`): the
 * newest day's bar stays over the newest day's label (an SVG's coordinates do not follow the page's direction).
 */

const WIDTH = 600;
const HEIGHT = 120;

export function DayBars({ title, days, locale }: { title: string; days: { day: string; value: number }[]; locale: string }) {
  const max = Math.max(1, ...days.map((entry) => entry.value));
  const step = WIDTH / Math.max(days.length, 1);
  const bar = Math.max(step * 0.7, 1);
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const label = (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  const total = days.reduce((sum, entry) => sum + entry.value, 0);
  return (
    <figure className="flex min-w-0 flex-col gap-1 rounded-xl border border-line bg-card p-3">
      <figcaption className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold">{title}</span>
        <span className="tabular-nums text-muted">{new Intl.NumberFormat(locale).format(total)}</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-24 w-full rtl:-scale-x-100" aria-hidden="true" preserveAspectRatio="none">
        <line x1={0} x2={WIDTH} y1={HEIGHT - 1} y2={HEIGHT - 1} className="stroke-line" strokeWidth={1} vectorEffect="non-scaling-stroke" />
        {days.map((entry, index) => {
          const height = entry.value > 0 ? Math.max(2, (entry.value / max) * (HEIGHT - 6)) : 0;
          return height > 0 ? <rect key={entry.day} data-day={entry.day} x={index * step + (step - bar) / 2} y={HEIGHT - height} width={bar} height={height} className="fill-primary" /> : null;
        })}
      </svg>
      {days.length > 0 ? (
        <div className="flex justify-between text-xs text-muted" aria-hidden="true">
          <time dateTime={days[0]!.day}>{label(days[0]!.day)}</time>
          <time dateTime={days.at(-1)!.day}>{label(days.at(-1)!.day)}</time>
        </div>
      ) : null}
    </figure>
  );
}
