import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  // 'server-only' throws outside Next's server bundle; tests are server code.
  'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
};

const UNIT = ['src/**/*.unit.test.ts', 'tests/unit/**/*.test.ts'];
const INTEGRATION = ['src/**/*.test.ts', 'tests/integration/**/*.test.ts'];
/** The folders of those patterns, and which of their files belong to the unit project. */
const TEST_FOLDERS = ['src', 'tests/unit', 'tests/integration'];
const isUnit = (file: string) => file.endsWith('.unit.test.ts') || file.startsWith('tests/unit/');

/**
 * The test files that replace a module (vi.mock, vi.doMock) run isolated, each in a fresh module graph: a replacement
 * must not reach another file. Every other file, those that draw PDFs too (their text layer no longer depends on the
 * documents drawn before, server/pdf-font.ts), shares its worker's modules with the files before it
 * (`isolate: false`): importing the app again for each file was a third of the integration run's time. What a file
 * changes in the process it undoes (spies restored, real timers back, environment variables reset by the setup file),
 * the setup file gives each file its own database, and the shared caches know which database an entry came from
 * (server/shared-cache.ts).
 */
const NEEDS_ITS_OWN_MODULES = /\bvi\.(?:do)?mock\(/;
const isolated = TEST_FOLDERS.flatMap((folder) =>
  readdirSync(path.join(import.meta.dirname, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .filter((file) => file.endsWith('.test.ts') && NEEDS_ITS_OWN_MODULES.test(readFileSync(path.join(import.meta.dirname, file), 'utf8'))),
);
const unitIsolated = isolated.filter(isUnit);
const integrationIsolated = isolated.filter((file) => !isUnit(file));

const integration: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  setupFiles: ['tests/setup/integration.ts'],
  // The schema migrated once, copied for each file (tests/setup/database-template.ts).
  globalSetup: ['tests/setup/database-template.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Two cores: files run two at a time, each on its own database.
  maxWorkers: 2,
  sequence: { groupOrder: 1 },
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: UNIT, exclude: unitIsolated, isolate: false, environment: 'node', sequence: { groupOrder: 0 } },
      },
      {
        resolve: { alias },
        test: { name: 'unit-isolated', include: unitIsolated, environment: 'node', sequence: { groupOrder: 0 } },
      },
      {
        resolve: { alias },
        test: { ...integration, name: 'integration', include: INTEGRATION, exclude: [...UNIT, ...integrationIsolated], isolate: false },
      },
      {
        resolve: { alias },
        test: { ...integration, name: 'integration-isolated', include: integrationIsolated },
      },
    ],
  },
});
