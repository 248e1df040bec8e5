'use client';

import { useTranslations } from '@/i18n/client';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useMessage } from '@/components/ui/form-status';
import { useFormToast } from '@/components/ui/use-form-toast';
import { IDLE } from '@/lib/form-state';
import { saveHelpCategoryAction } from '../actions';

/** A new help category: its slug and its name in each language (English required). */
export function HelpCategoryForm() {
  const t = useTranslations('helpEditor');
  const message = useMessage();
  const [state, action, pending] = useActionState(saveHelpCategoryAction, IDLE);
  useFormToast(state);
  const errors = state.fieldErrors ?? {};
  return (
    <form action={action} className="flex flex-wrap items-end gap-3" noValidate>
      <TextField compact label={t('category.slug')} name="slug" maxLength={60} required error={message(errors.slug)} />
      <TextField compact label={t('category.nameEn')} name="name.en" maxLength={80} required error={message(errors['name.en'])} />
      <TextField compact label={t('category.nameFr')} name="name.fr" maxLength={80} />
      <TextField compact label={t('category.nameAr')} name="name.ar" maxLength={80} dir="rtl" />
      <Button type="submit" variant="secondary" disabled={pending}>
        {t('category.add')}
      </Button>
    </form>
  );
}
