// One lint setup for the whole repository (docs/style.md#habits): zero warnings in CI.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { serverBoundaries, sharedBoundaries } from './eslint.boundaries.js';
import { webBoundaries } from './apps/web/eslint.boundaries.js';
import { webDataLoading } from './apps/web/eslint.data-loading.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Features never import each other's internals (docs/style.md#layout-shows-the-architecture): shared -> features -> app.
    files: ['packages/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@lintel/server*', '@lintel/web*', 'react*'] }] },
  },
  {
    // A request records its events and returns: the outbox nudge is never awaited (decision 012), and
    // e-mail after a change is a keyed job queued in its transaction, sent by the job (decision 013):
    // only a module's `*.job.ts` calls the mailer.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.job.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "AwaitExpression > CallExpression[callee.property.name='flush']", message: 'events.flush() is a nudge: do not await it (decision 012).' },
        {
          selector: "CallExpression[callee.property.name='send']:matches([callee.object.name='mailer'], [callee.object.property.name='mailer'])",
          message: "E-mail is a job: queue the message with deps.jobs.send('<module>.mail', message, { key, tx }) in the change's transaction (decision 013).",
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.job.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "AwaitExpression > CallExpression[callee.property.name='flush']", message: 'events.flush() is a nudge: do not await it (decision 012).' },
      ],
    },
  },
  // Server modules and packages/shared: reach-ins and cycles (eslint.boundaries.js).
  ...serverBoundaries,
  ...sharedBoundaries,
  // The web app's import boundaries (features -> app forbidden, no reach into another feature, no cycles).
  ...webBoundaries,
  // Server data through the one data cache; the old loaders only in the not-yet-migrated files listed there.
  ...webDataLoading,
  // Journeys take `test` from the console guard, so every journey fails on a console warning (issue 22).
  {
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', message: "Import test and expect from './console-guard' (it re-exports the rest of @playwright/test)." }] }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
