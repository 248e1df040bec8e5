import { NextResponse, type NextRequest } from 'next/server';
import { exportLessonsCsv } from '@/modules/lesson-admin';
import { lessonTableFiltersSchema } from '@/modules/lesson-admin/schemas';
import { jsonError } from '@/server/http';
import { can } from '@/server/permissions';
import { resolveSession } from '@/server/session-flow';

/** CSV export of the filtered lessons (the table's filters and order). Admins only. */
export async function GET(request: NextRequest): Promise<Response> {
  const state = await resolveSession(request.headers);
  if (state.status !== 'signed-in') return NextResponse.json({ error: 'Sign in first.' }, { status: 401 });
  if (!can(state.actor, 'edit:content:any')) return NextResponse.json({ error: 'Only admins can export lessons.' }, { status: 403 });
  try {
    const filters = lessonTableFiltersSchema.parse(Object.fromEntries(request.nextUrl.searchParams));
    // A byte-order mark, so spreadsheets read the file as UTF-8.
    const body = `\uFEFF${await exportLessonsCsv(state.actor, filters)}`;
    const stamp = new Date().toISOString().slice(0, 10);
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="lessons-${stamp}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  } catch (error) {
    return jsonError(error);
  }
}
