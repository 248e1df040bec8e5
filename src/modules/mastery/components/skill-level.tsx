import { Icon } from '@/components/ui/icon';
import { circleDashed, crown, sprout, star, thumbsUp, type IconShape } from '@/components/ui/icon-shapes';
import { levelStep, type MasteryLevel } from '@/lib/mastery';

/*
 * How a mastery level looks wherever it is shown (decision 052): an icon and its word, never a colour alone, and a
 * meter of four steps that fills as the skill grows. The words come from the caller (the child's pages and the
 * class view read `mastery.levels`, the report and its PDF `reports.skills.levels`).
 */

const LOOK: Record<MasteryLevel, { icon: IconShape; tone: string }> = {
  'not-started': { icon: circleDashed, tone: 'border-line text-muted' },
  attempted: { icon: sprout, tone: 'border-accent text-ink' },
  familiar: { icon: thumbsUp, tone: 'border-primary text-ink' },
  proficient: { icon: star, tone: 'border-primary bg-primary/10 text-ink' },
  mastered: { icon: crown, tone: 'border-success bg-success/15 text-ink' },
};

/** A level's icon, drawn beside its word (the word says it; the icon is decoration). */
export function LevelIcon({ level, className = 'size-4' }: { level: MasteryLevel; className?: string }) {
  return <Icon shape={LOOK[level].icon} className={`shrink-0 ${className}`} strokeWidth={2.25} />;
}

/** The level as a pill: its icon and its word. */
export function LevelBadge({ level, label }: { level: MasteryLevel; label: string }) {
  return (
    <span data-level={level} className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-bold ${LOOK[level].tone}`}>
      <LevelIcon level={level} className="size-3.5" />
      {label}
    </span>
  );
}

/** Four steps (Attempted, Familiar, Proficient, Mastered) filled up to the level: a picture of the word beside it. */
export function LevelMeter({ level }: { level: MasteryLevel }) {
  const step = levelStep(level);
  const fill = level === 'mastered' ? 'bg-success' : 'bg-primary';
  return (
    <span aria-hidden="true" className="flex w-full max-w-40 gap-1">
      {[1, 2, 3, 4].map((each) => (
        <span key={each} className={`h-2 flex-1 rounded-full ${each <= step ? fill : 'bg-line'} print:border print:border-neutral-400`} />
      ))}
    </span>
  );
}
