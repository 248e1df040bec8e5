import { getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/ui/action-form';
import { publishCourseAction, unpublishCourseAction } from '../actions';

/** Publish (refused with a message while the course has no published lesson) or unpublish, after a confirmation. */
export async function CoursePublishButton({ courseId, title, published }: { courseId: number; title: string; published: boolean }) {
  const t = await getTranslations('courseEditor');
  const fields = { courseId: String(courseId) };
  if (!published) return <ActionForm action={publishCourseAction} fields={fields} label={t('publish')} variant="primary" />;
  return (
    <ActionForm
      action={unpublishCourseAction}
      fields={fields}
      label={t('unpublish')}
      variant="danger"
      confirm={{ title: t('unpublishTitle', { title }), body: t('unpublishBody'), confirmLabel: t('unpublish'), cancelLabel: t('cancel') }}
    />
  );
}
