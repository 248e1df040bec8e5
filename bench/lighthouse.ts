import { ensureProductionBuild } from './app-server';
import { measureWebVitals } from './web-vitals';

/**
 * `npm run bench:lighthouse`: the web vitals alone (bench/web-vitals.ts): Lighthouse mobile on the five pages of the
 * performance goals, then the INP of answering a question and of placing an order. `npm run bench` measures the same
 * as its last part. LIGHTHOUSE_PORT (4510), LIGHTHOUSE_RUNS (3; 0 skips Lighthouse), LIGHTHOUSE_ONLY=/simulator (one
 * page; a comma-separated list for several), LIGHTHOUSE_TRACE=1 (each run's trace kept beside its report), INP_RUNS (5; 0 skips the INP runs), INP_ONLY=order
 * (one action). Results: docs/benchmarks.md.
 */
async function main(): Promise<void> {
  ensureProductionBuild();
  const vitals = await measureWebVitals(Number(process.env.LIGHTHOUSE_PORT ?? 4510));
  console.log(`\n${vitals.text}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
