import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import type { LearningSettingsSection as SectionData } from '../queries';
import { LearningSettingsForm } from './learning-settings-form';

/** /settings "Learning" (children): the card with the daily goal, time zone and reading aloud; `#learning` links here. */
export async function LearningSettingsSection({ settings, readAloud, zones }: SectionData) {
  const t = await getTranslations('progress.settings');
  return (
    <div id="learning" className="scroll-mt-24">
      <Card>
        <h2 className="mb-4 text-lg font-bold">{t('title')}</h2>
        <LearningSettingsForm initial={settings} readAloud={readAloud} zones={zones} />
      </Card>
    </div>
  );
}
