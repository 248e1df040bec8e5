import Link from 'next/link';
import { buttonClass } from './button';

/**
 * A kind tip beside a game (/simulator, a competition): what just happened, an optional second line, and one link to
 * the page that explains it. `data` names the tip for tests and styles (`data-<name>` attributes).
 */
export function TipCard({ id, title, said, note, href, linkLabel, primary, data }: { id: string; title: string; said: string; note?: string; href: string; linkLabel: string; primary: boolean; data: Record<string, string> }) {
  return (
    <aside aria-labelledby={`${id}-title`} className="rounded-2xl border border-accent bg-highlight p-4 sm:p-5" {...Object.fromEntries(Object.entries(data).map(([name, value]) => [`data-${name}`, value]))}>
      <h2 id={`${id}-title`} className="font-bold">
        <span aria-hidden="true">💡 </span>
        {title}
      </h2>
      <p className="mt-1 text-sm">{said}</p>
      {note ? <p className="mt-1 text-sm font-semibold">{note}</p> : null}
      <Link href={href} prefetch={false} className={buttonClass(primary ? 'primary' : 'secondary', 'mt-3 py-2')}>
        {linkLabel}
      </Link>
    </aside>
  );
}
