import { RTL_LOCALES } from '@/i18n/locales';
import { childExportFileName, exportChildData, renderChildSummaryHtml } from '@/modules/families';
import { childDataParamsSchema } from '@/modules/families/schemas';
import { AppError } from '@/server/errors';
import { assertSameOrigin } from '@/server/http';
import { translatorFor } from '@/server/locale-translator';
import { requireRouteActor, routeHandler, routePreferences } from '@/server/route-handler';
import { parseInput } from '@/server/validation';

type Context = { params: Promise<{ childId: string }> };

/**
 * POST /children/{childId}/summary: the same export as a readable, printable page in the parent's language
 * (decision 027), opened in a new tab by the card's form. Audited like the download, so a POST too; the same answers
 * for signed-out callers, other roles, malformed ids and children who are not theirs.
 */
export const POST = routeHandler(async (request: Request, { params }: Context) => {
  const actor = await requireRouteActor(request, 'export:child:own');
  assertSameOrigin(request);
  const { childId } = parseInput(childDataParamsSchema, await params);
  const data = await exportChildData(actor, childId, 'summary');
  if (!data) throw new AppError(404, 'families.errors.childNotFound');
  const { locale } = await routePreferences(request);
  const page = renderChildSummaryHtml(data, { t: await translatorFor(locale), locale, direction: RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr' });
  return new Response(page, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': `inline; filename="child-summary.html"; filename*=UTF-8''${encodeURIComponent(childExportFileName(data, 'html'))}`,
      'Cache-Control': 'private, no-store',
    },
  });
});
