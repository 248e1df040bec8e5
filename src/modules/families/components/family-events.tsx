import { getFormatter, getTranslations } from 'next-intl/server';
import type { FamilyEvent } from '../link-queries';

/** What the other side did lately (decision 026: either side is told), newest first; nothing when nothing happened. */
export async function FamilyEvents({ events, side }: { events: FamilyEvent[]; side: 'parent' | 'child' }) {
  if (events.length === 0) return null;
  const [t, format] = await Promise.all([getTranslations('families'), getFormatter()]);
  return (
    <section aria-labelledby={`family-events-${side}`} className="rounded-2xl border border-line bg-card p-5">
      <h2 id={`family-events-${side}`} className="text-lg font-bold">
        {t('events.title')}
      </h2>
      <ul className="mt-2 flex flex-col gap-1.5 text-sm">
        {events.map((event) => (
          <li key={event.id} data-family-event={event.kind}>
            {t(`events.${side}.${event.kind}`, { name: event.person.name })}
            <span className="text-muted">{` · ${format.dateTime(event.at, { dateStyle: 'medium', timeStyle: 'short' })}`}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
