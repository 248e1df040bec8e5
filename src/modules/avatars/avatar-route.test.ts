import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/avatar/7.x/[variant]/svg/route';

function avatar(variant: string, query: string, cookie?: string) {
  const request = new NextRequest(new URL(`/api/avatar/7.x/${variant}/svg${query}`, 'http://localhost:3000'), { headers: cookie ? { cookie } : {} });
  return GET(request, { params: Promise.resolve({ variant }) });
}

describe('GET /api/avatar/7.x/<style>/svg (spec 7)', () => {
  it('draws a known style as an SVG', async () => {
    const answer = await avatar('adventurer', '?seed=Felix&size=64');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('refuses an unknown style with 400, naming the styles it has, in the visitor language', async () => {
    const answer = await avatar('not-a-style', '?seed=a');
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { error: string; code: string };
    expect(body.code).toBe('errors.avatarUnknownStyle');
    expect(body.error).toMatch(/^Unknown avatar style “not-a-style”\. Known styles: .*adventurer/);
    expect(((await (await avatar('not-a-style', '', 'NEXT_LOCALE=fr')).json()) as { error: string }).error).toContain('Style d’avatar inconnu');
  });

  it('refuses a seed over 200 characters or a size out of 16–512 with 400', async () => {
    for (const query of [`?seed=${'a'.repeat(201)}`, '?size=8', '?size=513', '?size=big', '?size=20.5']) {
      const answer = await avatar('adventurer', query);
      expect([query, answer.status]).toEqual([query, 400]);
      expect(await answer.json()).toMatchObject({ code: 'errors.avatarQuery', fieldErrors: expect.any(Object) });
    }
  });
});
