import type { Metadata } from 'next';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { DataTable, tableCell } from '@/components/ui/data-table';
import { PageLayout } from '@/components/ui/page-layout';
import { registrationCountries } from '@/modules/accounts';
import { listSchools } from '@/modules/schools';
import { AddTeacherForm, CreateSchoolForm } from '@/modules/schools/components/school-forms';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('schools.admin'))('title') };
}

/** The back office's schools (decision 061): the list, a new school with its first admin, a tutor joining a school. */
export default async function SchoolsAdminPage() {
  const actor = await requirePermission('manage:school:any');
  const [schools, t, format, locale] = await Promise.all([listSchools(actor), getTranslations('schools.admin'), getFormatter(), getLocale()]);
  const countries = registrationCountries(locale);
  const countryName = new Map(countries.map((option) => [option.code, option.name]));
  return (
    <PageLayout tone="admin" width="6xl" title={t('title')} lead={t('lead')}>
      <DataTable
        caption={t('listCaption')}
        minWidth="40rem"
        holdsNoControl
        columns={[t('name'), t('country'), t('timeZone'), { label: t('admins'), numeric: true }, { label: t('teachers'), numeric: true }, { label: t('students'), numeric: true }, t('created')]}
        empty={schools.length === 0 ? t('empty') : undefined}
      >
        {schools.map((school) => (
          <tr key={school.id} data-school={school.id}>
            <td className={tableCell({ extra: 'font-semibold' })}>{school.name}</td>
            <td className={tableCell()}>{countryName.get(school.country) ?? school.country}</td>
            <td className={tableCell()}>{school.timeZone}</td>
            <td className={tableCell({ numeric: true })}>{school.admins}</td>
            <td className={tableCell({ numeric: true })}>{school.teachers}</td>
            <td className={tableCell({ numeric: true })}>{school.students}</td>
            <td className={tableCell()}>{format.dateTime(school.createdAt, { dateStyle: 'medium' })}</td>
          </tr>
        ))}
      </DataTable>
      <Card>
        <h2 id="create-school-title" className="mb-3 text-base font-bold">
          {t('createTitle')}
        </h2>
        <p className="mb-3 text-sm text-muted">{t('createLead')}</p>
        <CreateSchoolForm countries={countries} />
      </Card>
      {schools.length > 0 ? (
        <Card>
          <h2 id="add-teacher-title" className="mb-3 text-base font-bold">
            {t('addTeacherTitle')}
          </h2>
          <p className="mb-3 text-sm text-muted">{t('addTeacherLead')}</p>
          <AddTeacherForm schools={schools.map((school) => ({ id: school.id, name: school.name }))} />
        </Card>
      ) : null}
    </PageLayout>
  );
}
