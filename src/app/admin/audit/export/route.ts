import type { NextRequest } from 'next/server';
import { auditCsvHeader, auditCsvRow } from '@/modules/audit';
import { iterateAuditEntries } from '@/modules/audit';
import { auditFiltersSchema } from '@/modules/audit/schemas';
import { csvDownload } from '@/server/http';
import { requireRouteActor, routeHandler } from '@/server/route-handler';
import { parseInput } from '@/server/validation';

/**
 * CSV export of the filtered audit log, streamed a batch at a time. Admins only. A failure once the stream has
 * started cannot become a JSON answer any more: the download breaks off.
 */
export const GET = routeHandler(async (request: NextRequest) => {
  const actor = await requireRouteActor(request, 'read:audit:any');
  const filters = parseInput(auditFiltersSchema, Object.fromEntries(request.nextUrl.searchParams));
  const batches = iterateAuditEntries(actor, filters);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${auditCsvHeader()}`));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map(auditCsvRow).join('')));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  // The stream starts with its own byte-order mark (above).
  return csvDownload(`audit-log-${new Date().toISOString().slice(0, 10)}.csv`, body);
});
