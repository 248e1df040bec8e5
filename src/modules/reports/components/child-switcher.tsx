import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Avatar } from '@/modules/avatars/components/avatar';
import type { ChildOption } from '../queries';

/** The parent's children as tabs of links (`?child=`), shown when there is more than one; the other query values are kept. */
export async function ChildSwitcher({ items, selectedId, hrefFor }: { items: ChildOption[]; selectedId: string; hrefFor: (childId: string) => string }) {
  if (items.length < 2) return null;
  const t = await getTranslations('reports');
  return (
    <nav aria-label={t('switcher')} className="print:hidden">
      <ul className="flex flex-wrap gap-2">
        {items.map((child) => {
          const current = child.id === selectedId;
          return (
            <li key={child.id}>
              <Link
                href={hrefFor(child.id)}
                aria-current={current ? 'page' : undefined}
                className={`flex items-center gap-2 rounded-full border py-1 pe-4 ps-1 text-sm font-semibold transition ${current ? 'border-primary bg-primary/10 text-primary' : 'border-line bg-card hover:border-primary'}`}
              >
                <Avatar seed={child.avatarSeed} variant={child.avatarVariant} size={32} alt="" />
                {child.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Shown instead of a report when the parent has not linked a child yet. */
export async function NoChildYet() {
  const t = await getTranslations('reports');
  return (
    <p className="rounded-2xl border border-dashed border-line px-4 py-8 text-center text-muted">
      {t('noChild')}{' '}
      <Link href="/children" className="font-semibold text-primary hover:underline">
        {t('linkChild')}
      </Link>
    </p>
  );
}
