import { getCertificatePdf } from '@/modules/competitions';
import { requireRouteActor, routeHandler, routePreferences } from '@/server/route-handler';

/**
 * GET /competitions/<id>/certificates/pdf?child=: a child's certificate of a finished competition as a PDF, in the
 * child's language (decision 065): a child their own (no `child` needed), a parent their child's, the teacher any
 * player's. Anyone else's, or an id that is not one, a 404; before the results are frozen a 409; more PDFs than one
 * may ask for at once or in a while, a 429 with Retry-After (decision 045).
 */
export const GET = routeHandler(async (request: Request, context: { params: Promise<{ id: string }> }) => {
  const actor = await requireRouteActor(request);
  const child = new URL(request.url).searchParams.get('child');
  const preferences = await routePreferences(request);
  const pdf = await getCertificatePdf(actor, { competitionId: (await context.params).id, childId: child ?? undefined }, { locale: preferences.locale, signal: request.signal });
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      // An ASCII name for old clients, the child's own name (any script) for the others (RFC 6266).
      'Content-Disposition': `attachment; filename="certificate.pdf"; filename*=UTF-8''${encodeURIComponent(pdf.filename)}`,
      'Cache-Control': 'private, no-store',
    },
  });
});
