import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

// The site's address comes from the configuration at run time, not from the machine that built it.
export const dynamic = 'force-dynamic';

/**
 * Decision 048: search engines may read the public pages (and the pictures they show), never what is behind a
 * sign-in: those pages answer a visitor with the sign-in page anyway, and a child's pages are nobody's business.
 */
const SIGNED_IN_AREAS = [
  '/api/',
  '/admin',
  '/dashboard',
  '/achievements',
  '/children',
  '/classes',
  '/feedback',
  '/journal',
  '/lessons',
  '/notifications',
  '/profile',
  '/progress',
  '/reports',
  '/settings',
  '/simulator',
  '/skills',
  '/students',
  '/auth/',
  '/consent',
  '/logout',
  '/blocked',
  '/unauthorized',
  '/unsubscribe',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
];

export default function robots(): MetadataRoute.Robots {
  const base = env().APP_URL;
  return { rules: { userAgent: '*', allow: '/', disallow: SIGNED_IN_AREAS }, sitemap: `${base}/sitemap.xml` };
}
