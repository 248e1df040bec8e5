import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ChildPlaces } from '../child-places';

/**
 * Said where a parent would add a child, once their plan's children are all taken (decision 040): the limit, and on
 * Free the way to the Family plan, instead of a form that would only be refused after a code was typed.
 */
export async function ChildPlacesNotice({ places }: { places: ChildPlaces }) {
  const t = await getTranslations('families.places');
  return (
    <div className="flex flex-col items-start gap-2 rounded-xl border-2 border-primary px-4 py-3 text-sm" data-child-places-full={places.plan}>
      <p className="font-semibold">
        <span aria-hidden="true">👪 </span>
        {places.plan === 'free' ? t('free', { count: places.max }) : t('paid', { count: places.max })}
      </p>
      {places.plan === 'free' ? (
        <Link href="/settings/billing" className="font-semibold text-[var(--link-text)] underline">
          {t('upgrade')}
        </Link>
      ) : (
        <p className="text-muted">{t('paidHint')}</p>
      )}
    </div>
  );
}
