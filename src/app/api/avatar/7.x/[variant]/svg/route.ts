import type { NextRequest } from 'next/server';
import { avatarQuerySchema, renderAvatarResponse } from '@/modules/avatars';
import { routeHandler } from '@/server/route-handler';
import { parseInput } from '@/server/validation';

type Context = { params: Promise<{ variant: string }> };

/** Spec 7: GET …/7.x/{variant}/svg?seed=… — a DiceBear avatar drawn on our own server. Public: avatars hold no data. */
export const GET = routeHandler(async (request: NextRequest, { params }: Context) => {
  const query = parseInput(avatarQuerySchema, Object.fromEntries(request.nextUrl.searchParams));
  return renderAvatarResponse((await params).variant, query);
});
