// The web app's import boundaries (docs/style.md#layout-shows-the-architecture, ARCHITECTURE.md "Adding an area"),
// spread into the root eslint.config.js as its own block. Direction: lib, components/ui -> features -> app.
// - nothing outside app/ imports app/ (app wires the features; features never reach back up);
// - lib/ and components/ never import a feature;
// - a feature imports another feature only through its index.ts (its public surface);
// - no import cycles (the TypeScript resolver is required: without it no-cycle passes silently).
// apps/web/src/test/web-boundaries.test.ts proves each rule fails on a planted import.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, 'src');
const features = readdirSync(join(src, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((name) => ({
  target: join(src, 'features', name),
  from: features.filter((other) => other !== name).map((other) => join(src, 'features', other)),
  except: ['./index.ts'],
  message: 'Import another feature only through its index.ts (or move what you share to components/ui or lib).',
}));

export const webBoundaries = [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse .ts/.tsx dependencies with the TypeScript parser: without these, no-cycle follows nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(here, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['features', 'components', 'lib'].map((dir) => join(src, dir)),
              from: join(src, 'app'),
              message: 'Only app/ wires the app: features, components and lib never import app/.',
            },
            {
              target: ['components', 'lib'].map((dir) => join(src, dir)),
              from: join(src, 'features'),
              message: 'Shared code never imports a feature: move the shared part to components/ui or lib.',
            },
            ...featureZones,
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
];
