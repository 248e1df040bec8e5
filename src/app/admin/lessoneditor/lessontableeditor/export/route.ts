import type { NextRequest } from 'next/server';
import { exportLessonsCsv, exportLessonTranslations, lessonExportSchema } from '@/modules/lesson-admin';
import { lessonTableFiltersSchema } from '@/modules/lesson-admin/schemas';
import { csvDownload, jsonDownload } from '@/server/http';
import { requireRouteActor, routeHandler } from '@/server/route-handler';
import { parseInput } from '@/server/validation';

/**
 * The filtered lessons (the table's filters and order), admins only: as the lessons CSV, or with `language` one
 * language's words beside the English (decision 051), as a CSV worksheet or JSON.
 */
export const GET = routeHandler(async (request: NextRequest) => {
  const actor = await requireRouteActor(request, 'edit:content:any');
  const query = Object.fromEntries(request.nextUrl.searchParams);
  const filters = parseInput(lessonTableFiltersSchema, query);
  const { language, format } = parseInput(lessonExportSchema, { language: query.language, format: query.format });
  const day = new Date().toISOString().slice(0, 10);
  if (language === 'en') return csvDownload(`lessons-${day}.csv`, await exportLessonsCsv(actor, filters));
  const text = await exportLessonTranslations(actor, filters, language, format);
  const name = `lessons-${language}-${day}.${format}`;
  return format === 'json' ? jsonDownload(name, text) : csvDownload(name, text);
});
