import { NextResponse } from 'next/server';
import { z } from 'zod';
import { DEFAULT_AVATAR_SEED } from '@/lib/constants';
import { AppError, type Translate } from '@/server/errors';
import { SVG_CONTENT_SECURITY_POLICY } from '@/server/security-headers';
import { AVATAR_STYLE_NAMES, renderAvatarSvg } from './styles';

export const avatarQuerySchema = z.object({
  seed: z.string({ message: 'errors.avatarQuery' }).max(200, 'errors.avatarQuery').default(DEFAULT_AVATAR_SEED),
  size: z.coerce.number({ message: 'errors.avatarQuery' }).int('errors.avatarQuery').min(16, 'errors.avatarQuery').max(512, 'errors.avatarQuery').optional(),
});

/** A style DiceBear does not have (400): the answer lists the ones it has, for whoever builds the URL. */
class UnknownAvatarStyleError extends AppError {
  constructor(readonly style: string) {
    super(400, 'errors.avatarUnknownStyle');
    this.name = 'UnknownAvatarStyleError';
  }

  override jsonFields(translate: Translate): Record<string, unknown> {
    return { error: translate(this.message, { style: this.style, styles: AVATAR_STYLE_NAMES.join(', ') }) };
  }
}

/** The SVG answer; an unknown style throws a 400 AppError (the route's routeHandler answers it). */
export function renderAvatarResponse(style: string, query: z.infer<typeof avatarQuerySchema>): NextResponse {
  const svg = renderAvatarSvg(style, query.seed, query.size);
  if (svg === null) throw new UnknownAvatarStyleError(style);
  return new NextResponse(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // The same style and seed always draw the same picture.
      'Cache-Control': 'public, max-age=31536000, immutable',
      // An SVG opened on its own runs nothing. The custom server sets the same policy for this path before Next
      // runs (and Next keeps the header already set); this one holds where no custom server is in front (tests).
      'Content-Security-Policy': SVG_CONTENT_SECURITY_POLICY,
    },
  });
}
