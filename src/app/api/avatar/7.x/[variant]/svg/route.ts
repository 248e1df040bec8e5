import { NextResponse, type NextRequest } from 'next/server';
import { avatarQuerySchema, renderAvatarResponse } from '@/modules/avatars';

/** Spec 7: GET …/7.x/{variant}/svg?seed=… — a DiceBear avatar drawn on our own server. Public: avatars hold no data. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ variant: string }> }): Promise<NextResponse> {
  const query = avatarQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) return NextResponse.json({ error: 'seed must be at most 200 characters; size a whole number from 16 to 512.' }, { status: 400 });
  return renderAvatarResponse((await params).variant, query.data);
}
