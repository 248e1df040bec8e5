import { NextResponse, type NextRequest } from 'next/server';
import { auditCsvHeader, auditCsvRow } from '@/modules/audit';
import { iterateAuditEntries } from '@/modules/audit';
import { auditFiltersSchema } from '@/modules/audit/schemas';
import { can } from '@/server/permissions';
import { resolveSession } from '@/server/session-flow';

/** CSV export of the filtered audit log, streamed a batch at a time. Admins only. */
export async function GET(request: NextRequest): Promise<Response> {
  const state = await resolveSession(request.headers);
  if (state.status !== 'signed-in') return NextResponse.json({ error: 'Sign in first.' }, { status: 401 });
  if (!can(state.actor, 'read:audit:any')) return NextResponse.json({ error: 'Only admins can export the audit log.' }, { status: 403 });
  const filters = auditFiltersSchema.parse(Object.fromEntries(request.nextUrl.searchParams));
  const batches = iterateAuditEntries(state.actor, filters);
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
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="audit-log-${stamp}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
