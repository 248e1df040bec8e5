interface XpChartProps {
  /** One entry per day, oldest first (the child's days, YYYY-MM-DD). */
  days: { day: string; xp: number }[];
  /** The child's daily goal, drawn as a dashed line; none for a class's total. */
  goalXp: number | null;
  locale: string;
  labels: { title: string; summary: string; day: string; xp: string; goal?: string };
}

const WIDTH = 600;
const HEIGHT = 180;
const PAD_TOP = 14;
const PAD_BOTTOM = 4;

/**
 * XP over the last 30 days as a server-rendered SVG bar chart (no client JavaScript), with the daily goal (if any) as
 * a dashed line. Screen readers get the numbers as a table instead of the picture. Right to left the day labels swap
 * ends with the page, so the picture is mirrored with them (`rtl:-scale-x-100`; an SVG's x axis ignores `dir`).
 */
export function XpChart({ days, goalXp, locale, labels }: XpChartProps) {
  const max = Math.max(goalXp ?? 0, ...days.map((d) => d.xp), 10);
  const plot = HEIGHT - PAD_TOP - PAD_BOTTOM;
  const step = WIDTH / Math.max(days.length, 1);
  const barWidth = Math.max(step * 0.62, 2);
  const y = (xp: number) => PAD_TOP + plot - (xp / max) * plot;
  const dayLabel = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const format = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));
  const ticks = days.length > 0 ? [0, Math.floor(days.length / 2), days.length - 1] : [];
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm text-muted">{labels.summary}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-40 w-full rtl:-scale-x-100" aria-hidden="true" preserveAspectRatio="none">
        <line x1={0} x2={WIDTH} y1={PAD_TOP + plot} y2={PAD_TOP + plot} className="stroke-line" strokeWidth={1} vectorEffect="non-scaling-stroke" />
        {days.map((entry, index) => {
          const top = y(entry.xp);
          const met = goalXp !== null && entry.xp >= goalXp;
          return (
            <rect
              key={entry.day}
              data-day={entry.day}
              x={index * step + (step - barWidth) / 2}
              y={entry.xp > 0 ? top : PAD_TOP + plot - 2}
              width={barWidth}
              height={entry.xp > 0 ? PAD_TOP + plot - top : 2}
              rx={Math.min(3, barWidth / 2)}
              className={met ? 'fill-success' : entry.xp > 0 ? 'fill-primary' : 'fill-line'}
            />
          );
        })}
        {goalXp !== null ? <line x1={0} x2={WIDTH} y1={y(goalXp)} y2={y(goalXp)} className="stroke-accent" strokeWidth={1.5} strokeDasharray="6 5" vectorEffect="non-scaling-stroke" /> : null}
      </svg>
      <div className="flex justify-between text-xs text-muted" aria-hidden="true">
        {ticks.map((index) => (
          <time key={index} dateTime={days[index]!.day}>
            {format(days[index]!.day)}
          </time>
        ))}
      </div>
      {goalXp !== null && labels.goal ? (
        <p className="flex items-center gap-2 text-xs text-muted" aria-hidden="true">
          <span className="inline-block h-0 w-6 border-t-2 border-dashed border-accent" />
          {labels.goal}
        </p>
      ) : null}
      {/* Hidden by a block around it: Chromium does not clip a table's own overflow, so an sr-only table still laid its
          cells out past a 320 px page's edge. */}
      <div className="sr-only">
        <table>
          <caption>{labels.title}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.day}</th>
              <th scope="col">{labels.xp}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((entry) => (
              <tr key={entry.day}>
                <td>{format(entry.day)}</td>
                <td>{entry.xp}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
