import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['.next/**', 'bench/floor/.next/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'src/db/migrations/**', 'tests/fixtures/boundaries/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // STYLE.md rule 1: routes never touch the database; they call one module function.
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/db', '@/db/*', 'drizzle-orm', 'drizzle-orm/*'], message: 'Routes call a module function; they never import the database.' }] }],
    },
  },
  {
    // Shared code never reaches into features (shared → features → app).
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/modules/*', '@/app/*'], message: 'Shared code must not import features or routes.' }] }],
    },
  },
  {
    // The e2e suite's own `test` closes every browser context a test leaves open; one left open slows every later spec.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/support/fixtures.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from tests/e2e/support/fixtures: it closes the browser contexts a test leaves open." }] }],
    },
  },
);
