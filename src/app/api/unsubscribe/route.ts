import { NextResponse } from 'next/server';
import { unsubscribe } from '@/modules/notifications';
import { env } from '@/lib/env';
import { ONE_CLICK_UNSUBSCRIBE_BODY_LIMIT } from '@/server/body-limits';
import { readBodyText, routeHandler } from '@/server/route-handler';

const params = (request: Request) => {
  const query = new URL(request.url).searchParams;
  return { u: query.get('u'), t: query.get('t'), s: query.get('s') };
};

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs to the address in a notification e-mail's List-Unsubscribe
 * header, with no session. The signed link turns that kind of e-mail off for its person; again, it changes nothing
 * more (decision 036).
 */
export const POST = routeHandler(async (request: Request) => {
  // The body says only `List-Unsubscribe=One-Click`: read through the cap, so a larger one is a 413 (decision 042).
  await readBodyText(request);
  const done = await unsubscribe(params(request));
  if (!done) return new NextResponse('This unsubscribe link is not valid.', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new NextResponse('Unsubscribed.', { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}, { maxBodyBytes: ONE_CLICK_UNSUBSCRIBE_BODY_LIMIT });

/** A GET never writes: a person who opens the address is shown the page that asks first. */
export const GET = routeHandler(async (request: Request) => NextResponse.redirect(new URL(`/unsubscribe${new URL(request.url).search}`, env().APP_URL), 303));
