import type { NextConfig } from 'next';

/** The framework floor (docs/benchmarks.md): a minimal Next app on the product's stack. Not part of the product. */
const config: NextConfig = {
  poweredByHeader: false,
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
};

export default config;
