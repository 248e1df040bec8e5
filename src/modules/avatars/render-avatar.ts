import { NextResponse } from 'next/server';
import { z } from 'zod';
import { DEFAULT_AVATAR_SEED } from '@/lib/constants';
import { AVATAR_STYLE_NAMES, renderAvatarSvg } from './styles';

export const avatarQuerySchema = z.object({
  seed: z.string().max(200).default(DEFAULT_AVATAR_SEED),
  size: z.coerce.number().int().min(16).max(512).optional(),
});

export function renderAvatarResponse(style: string, query: z.infer<typeof avatarQuerySchema>): NextResponse {
  const svg = renderAvatarSvg(style, query.seed, query.size);
  if (svg === null) {
    return NextResponse.json({ error: `Unknown avatar style "${style}". Known styles: ${AVATAR_STYLE_NAMES.join(', ')}.` }, { status: 400 });
  }
  return new NextResponse(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // The same style and seed always draw the same picture.
      'Cache-Control': 'public, max-age=31536000, immutable',
      // An SVG opened on its own runs nothing.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
