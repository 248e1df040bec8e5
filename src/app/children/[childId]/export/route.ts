import { childExportFileName, exportChildData } from '@/modules/families';
import { childDataParamsSchema } from '@/modules/families/schemas';
import { AppError } from '@/server/errors';
import { assertSameOrigin } from '@/server/http';
import { requireRouteActor, routeHandler } from '@/server/route-handler';
import { parseInput } from '@/server/validation';

type Context = { params: Promise<{ childId: string }> };

/**
 * POST /children/{childId}/export: everything we hold about one of the parent's children, as a JSON download
 * (decision 027). A POST from the card's own form, because every export is audited and a GET never writes.
 * Signed out: 401; another role: 403; a malformed id: 400; a child who is not theirs: 404, as an unknown id.
 */
export const POST = routeHandler(async (request: Request, { params }: Context) => {
  const actor = await requireRouteActor(request, 'export:child:own');
  assertSameOrigin(request);
  const { childId } = parseInput(childDataParamsSchema, await params);
  const data = await exportChildData(actor, childId, 'json');
  if (!data) throw new AppError(404, 'families.errors.childNotFound');
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="child-data.json"; filename*=UTF-8''${encodeURIComponent(childExportFileName(data, 'json'))}`,
      'Cache-Control': 'private, no-store',
    },
  });
});
