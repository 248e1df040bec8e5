import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

/** The controls a parent has over one child (daily goal, leaderboard), folded away on the child's /children card. */
export async function ChildCardSettings({ childName, children }: { childName: string; children: ReactNode }) {
  const t = await getTranslations('families.children.settings');
  return (
    <details className="group rounded-xl border border-line px-3 py-2" data-child-settings>
      <summary className="cursor-pointer text-sm font-semibold">{t('title', { name: childName })}</summary>
      <div className="mt-3 flex flex-col gap-3">{children}</div>
    </details>
  );
}
