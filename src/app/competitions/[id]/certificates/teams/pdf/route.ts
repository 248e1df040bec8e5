import { getTeamCertificatePdf } from '@/modules/competitions';
import { requireRouteActor, routeHandler, routePreferences } from '@/server/route-handler';

/**
 * GET /competitions/<id>/certificates/teams/pdf?team=: a team's certificate of a finished team game as a PDF, in the
 * reader's language (decision 067): a player their own team's (no `team` needed), a parent their child's team's, the
 * teacher any team's. Anyone else's, or an id that is not one, a 404; before the results are frozen a 409; more PDFs
 * than one may ask for at once or in a while, a 429 with Retry-After (decision 045).
 */
export const GET = routeHandler(async (request: Request, context: { params: Promise<{ id: string }> }) => {
  const actor = await requireRouteActor(request);
  const team = new URL(request.url).searchParams.get('team');
  const preferences = await routePreferences(request);
  const pdf = await getTeamCertificatePdf(actor, { competitionId: (await context.params).id, teamId: team ?? undefined }, { locale: preferences.locale, signal: request.signal });
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      // An ASCII name for old clients, the team's name in the reader's language for the others (RFC 6266).
      'Content-Disposition': `attachment; filename="team-certificate.pdf"; filename*=UTF-8''${encodeURIComponent(pdf.filename)}`,
      'Cache-Control': 'private, no-store',
    },
  });
});
