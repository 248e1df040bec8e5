'use client';

import { useTranslations } from '@/i18n/client';
import { Button } from '@/components/ui/button';
import { CountryOptions } from '@/components/ui/country-options';
import { SelectField, TextField } from '@/components/ui/field';
import { useMessage } from '@/components/ui/form-status';
import { useFormToast } from '@/components/ui/use-form-toast';
import { useRedrawnFormAction } from '@/components/ui/use-redrawn-form';
import { addTeacherAction, createSchoolAction } from '../actions';

/**
 * A new school and its first admin (decision 061): the admin's account is made here and mailed its links. The country
 * is chosen by name, as at sign-up: its law decides its students' consent (decision 060).
 */
export function CreateSchoolForm({ countries }: { countries: readonly { code: string; name: string }[] }) {
  const t = useTranslations('schools.admin');
  const message = useMessage();
  const [state, action, pending, round] = useRedrawnFormAction(createSchoolAction);
  useFormToast(state);
  const errors = state.fieldErrors ?? {};
  const values = state.status === 'error' ? (state.values ?? {}) : {};
  return (
    <form key={round} action={action} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" noValidate aria-labelledby="create-school-title">
      <TextField compact label={t('name')} name="name" maxLength={100} required defaultValue={values.name} error={message(errors.name)} />
      <SelectField compact label={t('country')} hint={t('countryHint')} name="country" required defaultValue={values.country ?? ''} error={message(errors.country)}>
        <CountryOptions countries={countries} prompt={t('countryChoose')} />
      </SelectField>
      <TextField compact label={t('timeZone')} hint={t('timeZoneHint')} name="timeZone" maxLength={64} required defaultValue={values.timeZone ?? 'UTC'} error={message(errors.timeZone)} />
      <TextField compact label={t('adminFirstName')} name="adminFirstName" maxLength={100} required autoComplete="off" defaultValue={values.adminFirstName} error={message(errors.adminFirstName)} />
      <TextField compact label={t('adminLastName')} name="adminLastName" maxLength={100} required autoComplete="off" defaultValue={values.adminLastName} error={message(errors.adminLastName)} />
      <TextField compact label={t('adminEmail')} name="adminEmail" type="email" maxLength={254} required autoComplete="off" defaultValue={values.adminEmail} error={message(errors.adminEmail)} />
      <div className="sm:col-span-2 lg:col-span-3">
        <Button type="submit" disabled={pending}>
          {t('create')}
        </Button>
      </div>
    </form>
  );
}

/** An existing tutor, found by e-mail, joins a school as its teacher. */
export function AddTeacherForm({ schools }: { schools: { id: string; name: string }[] }) {
  const t = useTranslations('schools.admin');
  const message = useMessage();
  const [state, action, pending, round] = useRedrawnFormAction(addTeacherAction);
  useFormToast(state);
  const errors = state.fieldErrors ?? {};
  const values = state.status === 'error' ? (state.values ?? {}) : {};
  return (
    <form key={round} action={action} className="flex flex-wrap items-end gap-3" noValidate aria-labelledby="add-teacher-title">
      <SelectField compact label={t('school')} name="schoolId" defaultValue={values.schoolId} error={message(errors.schoolId)}>
        {schools.map((school) => (
          <option key={school.id} value={school.id}>
            {school.name}
          </option>
        ))}
      </SelectField>
      <TextField compact label={t('tutorEmail')} name="email" type="email" maxLength={254} required autoComplete="off" defaultValue={values.email} error={message(errors.email)} />
      <Button type="submit" variant="secondary" disabled={pending}>
        {t('addTeacher')}
      </Button>
    </form>
  );
}
