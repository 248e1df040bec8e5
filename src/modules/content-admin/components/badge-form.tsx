'use client';

import { useTranslations } from '@/i18n/client';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { useRedrawnFormAction } from '@/components/ui/use-redrawn-form';
import { useMessage } from '@/components/ui/form-status';
import type { BadgeRuleKind } from '@/db/schema/progress';
import { createBadgeAction, updateBadgeAction } from '../actions';
import { ruleHasThreshold } from '../badge-rules';
import type { BadgeForEditor } from '../queries';
import { BADGE_DESCRIPTION_MAX, BADGE_NAME_MAX, THRESHOLD_MAX, XP_BONUS_MAX } from '../limits';
import type { ThumbnailChoice } from '../thumbnail-choices';
import { BadgeIcon } from '@/components/ui/badge-icon';
import { ThumbnailField } from './thumbnail-field';
import { useFormToast } from '@/components/ui/use-form-toast';

interface BadgeFormProps {
  badge?: BadgeForEditor;
  ruleKinds: readonly BadgeRuleKind[];
  courses: { id: number; title: string; published: boolean }[];
  thumbnails: ThumbnailChoice[];
}

/**
 * Creates or edits a badge. Only the fields the chosen icon and rule use are active (the others are disabled, so
 * they are neither sent nor lost when the editor switches back). A live line says the rule in words.
 */
export function BadgeForm({ badge, ruleKinds, courses, thumbnails }: BadgeFormProps) {
  const t = useTranslations('badgeAdmin');
  const message = useMessage();
  const editing = badge !== undefined;
  const [state, action, pending, round] = useRedrawnFormAction(editing ? updateBadgeAction : createBadgeAction);
  useFormToast(state);
  const values = state.values;
  const errors = state.fieldErrors ?? {};
  const [iconKind, setIconKind] = useState<'emoji' | 'image'>(badge?.iconPath ? 'image' : 'emoji');
  const [emoji, setEmoji] = useState(badge?.iconEmoji ?? '⭐');
  const [imagePath, setImagePath] = useState(badge?.iconPath ?? '');
  const [ruleKind, setRuleKind] = useState<BadgeRuleKind>(badge?.ruleKind ?? 'xp');
  const [threshold, setThreshold] = useState(String(badge?.ruleThreshold ?? 100));
  const [courseId, setCourseId] = useState(badge?.ruleCourseId ? String(badge.ruleCourseId) : '');
  const hasThreshold = ruleHasThreshold(ruleKind);
  const courseTitle = courses.find((course) => String(course.id) === courseId)?.title ?? t('rules.unknownCourse');
  const thresholdNumber = Number.isInteger(Number(threshold)) && Number(threshold) >= 1 ? Number(threshold) : 1;
  const thresholdLabel = t(`form.thresholds.${hasThreshold ? ruleKind : 'xp'}`);

  return (
    <form key={round} action={action} className="flex flex-col gap-5" noValidate>
      {editing ? <input type="hidden" name="badgeId" value={badge.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('form.name')} name="name" defaultValue={values?.name ?? badge?.name ?? ''} maxLength={BADGE_NAME_MAX} required error={message(errors.name)} />
        <SelectField
          label={t('form.ruleKind')}
          name="ruleKind"
          value={ruleKind}
          onChange={(event) => setRuleKind(event.target.value as BadgeRuleKind)}
          error={message(errors.ruleKind)}
        >
          {ruleKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`ruleKinds.${kind}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label={t('form.description')}
        name="description"
        rows={2}
        maxLength={BADGE_DESCRIPTION_MAX}
        defaultValue={values?.description ?? badge?.description ?? ''}
        hint={t('form.descriptionHint')}
        error={message(errors.description)}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <div hidden={!hasThreshold}>
          <TextField
            label={thresholdLabel}
            name="ruleThreshold"
            type="number"
            inputMode="numeric"
            min={1}
            max={THRESHOLD_MAX}
            step={1}
            value={threshold}
            onChange={(event) => setThreshold(event.target.value)}
            disabled={!hasThreshold}
            error={message(errors.ruleThreshold)}
          />
        </div>
        <div hidden={ruleKind !== 'course'}>
          <SelectField
            label={t('form.course')}
            name="ruleCourseId"
            value={courseId}
            onChange={(event) => setCourseId(event.target.value)}
            disabled={ruleKind !== 'course'}
            error={message(errors.ruleCourseId)}
          >
            <option value="">{t('form.chooseCourse')}</option>
            {courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.published ? course.title : t('form.draftCourse', { title: course.title })}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          label={t('form.bonus')}
          name="xpBonus"
          type="number"
          inputMode="numeric"
          min={0}
          max={XP_BONUS_MAX}
          step={1}
          defaultValue={values?.xpBonus ?? String(badge?.xpBonus ?? 0)}
          hint={t('form.bonusHint')}
          error={message(errors.xpBonus)}
        />
      </div>
      <p className="rounded-lg border border-line bg-page px-3 py-2 text-sm" aria-live="polite">
        {t('form.preview', { rule: t(`rules.${ruleKind}`, { threshold: hasThreshold ? thresholdNumber : 1, course: courseTitle }) })}
      </p>

      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-semibold">{t('form.icon')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['emoji', 'image'] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input type="radio" name="iconKind" value={kind} checked={iconKind === kind} onChange={() => setIconKind(kind)} className="h-4 w-4 accent-[var(--primary)]" />
              {t(kind === 'emoji' ? 'form.iconEmoji' : 'form.iconImage')}
            </label>
          ))}
        </div>
        <div className="flex items-start gap-3">
          <BadgeIcon tile emoji={iconKind === 'emoji' ? emoji : null} imagePath={iconKind === 'image' && imagePath ? imagePath : null} size={48} />
          <div className="min-w-0 flex-1">
            <div hidden={iconKind !== 'emoji'}>
              <TextField
                label={t('form.emoji')}
                name="iconEmoji"
                value={emoji}
                onChange={(event) => setEmoji(event.target.value)}
                disabled={iconKind !== 'emoji'}
                maxLength={32}
                controlClassName="w-32 py-2! text-2xl!"
                hint={t('form.emojiHint')}
                error={message(errors.iconEmoji)}
              />
            </div>
            <div hidden={iconKind !== 'image'}>
              <ThumbnailField
                name="iconPath"
                label={t('form.image')}
                noneLabel={t('form.noImage')}
                choices={thumbnails}
                defaultValue={badge?.iconPath ?? ''}
                onChange={setImagePath}
                error={message(errors.iconPath)}
              />
            </div>
          </div>
        </div>
      </fieldset>

      <CheckboxField label={t('form.active')} hint={t('form.activeHint')} name="active" defaultChecked={values ? values.active === 'on' : (badge?.active ?? true)} />
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? t('form.saving') : editing ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
