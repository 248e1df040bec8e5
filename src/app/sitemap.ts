import type { MetadataRoute } from 'next';
import { LOCALES, type Locale } from '@/i18n/locales';
import { env } from '@/lib/env';
import { languageAlternates, publicPageUrl } from '@/i18n/public-urls';
import { listCatalogue } from '@/modules/courses';
import { listPublicHelpArticles } from '@/modules/help';

// Read per request: the address from the configuration, the courses and articles from the database (never at build).
export const dynamic = 'force-dynamic';

const PAGES = ['/', '/about', '/privacy', '/terms', '/courses', '/help', '/register', '/login'];

/** Each language's address of a page, each naming all of them (hreflang, as the pages' own links do). */
function entries(base: string, path: string, locales: readonly Locale[] = LOCALES, lastModified?: Date): MetadataRoute.Sitemap {
  const languages = languageAlternates(base, path, locales);
  return locales.map((locale) => ({ url: publicPageUrl(base, path, locale), lastModified, alternates: { languages } }));
}

/** Decision 048: every public page in every language it is read in: the fixed pages, each published course and help article. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().APP_URL;
  const [courses, articles] = await Promise.all([listCatalogue({}), listPublicHelpArticles()]);
  return [
    ...PAGES.flatMap((path) => entries(base, path)),
    ...courses.flatMap((course) => entries(base, `/courses/${course.slug}`)),
    ...articles.flatMap((article) => entries(base, `/help/${article.slug}`, article.locales, article.updatedAt)),
  ];
}
