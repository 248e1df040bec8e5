import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { getCourse, getCoursePage } from '@/modules/courses';
import { CourseScreen } from '@/modules/courses/components/course-screen';
import { publicPageMetadata } from '@/modules/navigation';
import { getOptionalActor } from '@/server/session';

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const course = await getCourse((await params).slug, null, await getLocale());
  if (!course) return { title: (await getTranslations('notFound'))('title') };
  return publicPageMetadata(`/courses/${course.slug}`, { title: course.title, description: course.summary });
}

/** A course with its lessons and, for a signed-in child, their progress. */
export default async function CoursePage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const actor = await getOptionalActor();
  const page = await getCoursePage(actor, slug, await getLocale());
  if (!page) notFound();
  return <CourseScreen {...page} />;
}
