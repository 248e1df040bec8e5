import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { StreakReminderToggle } from './streak-reminder-toggle';

/** /settings "Reminders" for a child: the evening streak reminder (opt-in, decision 036). */
export async function StreakReminderSection({ on }: { on: boolean }) {
  const t = await getTranslations('notifications.reminders');
  return (
    <Card>
      <h2 className="mb-1 text-lg font-bold">{t('title')}</h2>
      <p className="mb-4 text-sm text-muted">{t('lead')}</p>
      <StreakReminderToggle on={on} />
    </Card>
  );
}
