import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// Messages are compiled at build time (next-intl's `precompile`): the browser gets no ICU parser (about 8.5 KiB
// gzipped on every route) and the server no longer parses a message with arguments on every request (decision 024
// measured that at 3–8 % of a page). Code outside the bundle (the custom server, the PDF worker) reads the JSON files
// as they are, with use-intl's parsing formatter: src/server/translator.ts takes both.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const config: NextConfig = {
  poweredByHeader: false,
  // STACK.md: PGlite opens lazily and stays outside the bundle; drizzle too, so the custom server and
  // Next's bundle share one module (and one database handle). The PDF renderer (decision 028) loads its fonts and
  // layout engine at run time, outside the bundle. React Email renders with react-dom/server, which a server
  // component's bundle may not import: it runs outside the bundle too.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'drizzle-orm', '@node-rs/argon2', 'nodemailer', 'sharp', '@react-pdf/renderer', '@react-email/render'],
  // The app's own files only; tests and scripts are type-checked by `npm run typecheck`. `npm test` type-checks every
  // file first and says so (ACADEMY_TYPES_CHECKED): its build does not check the same files a second time (about a
  // minute of a core on CI). Every other build, `npm start`'s included, checks them.
  typescript: { tsconfigPath: 'tsconfig.build.json', ignoreBuildErrors: process.env.ACADEMY_TYPES_CHECKED === '1' },
  experimental: { authInterrupts: true },
  // Spec 9: image sizing.
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
  },
};

export default withNextIntl(config);
