// Import boundaries of the server and packages/shared (DESIGN.md "How modules work together"),
// enforced by eslint-plugin-import-x with the TypeScript resolver (without the resolver these rules
// pass silently: scripts/lint-boundaries.test.ts proves each one fails on a planted import).
//
// - A server module (apps/server/src/modules/<area>/) uses another module only through that module's
//   index.ts: never its repository, service files, routes or tables. Table files may import another
//   module's table for a foreign key (drizzle needs the column); the repositories in legacyTableJoins
//   still join other modules' tables (listed debt). Tests may set up state through any module.
// - platform/ never imports a module.
// - No import cycles in the server or in packages/shared (type-only imports do not count).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = path.dirname(fileURLToPath(import.meta.url));
const MODULES = 'apps/server/src/modules';
const modules = readdirSync(path.join(root, MODULES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Repositories that still join another module's tables (measured when the rule landed; issue 9).
 * Each entry is debt: move the join behind the owning module's service and delete the line.
 */
export const legacyTableJoins = [
  'applications/applications.repository.ts',
  'contacts/contacts.repository.ts',
  'documents/documents.repository.ts',
  'gallery/gallery.repository.ts',
  'inventory/inventory.repository.ts',
  'lease-templates/lease-templates.repository.ts',
  'leases/leases.repository.ts',
  'money/money.repository.ts',
  'money/money-schedule.ts',
  'quotes/quotes.repository.ts',
  'tenants/tenants.repository.ts',
];

const reachIn = (area) => `Another module is used only through its index.ts (services, not repositories or tables): see ARCHITECTURE.md "Adding an area". (${area})`;

function moduleZones(area) {
  const others = `${MODULES}/!(${area})/**`;
  const joins = legacyTableJoins.filter((file) => file.startsWith(`${area}/`)).map((file) => `${MODULES}/${file}`);
  const zones = [
    {
      target: `${MODULES}/${area}/**/!(*.table|*.test).ts`,
      from: others,
      except: ['**/modules/*/index.ts'],
      message: reachIn(area),
    },
    {
      // Foreign keys: a table may reference another module's table.
      target: `${MODULES}/${area}/**/*.table.ts`,
      from: others,
      except: ['**/modules/*/index.ts', '**/modules/*/*.table.ts'],
      message: reachIn(area),
    },
  ];
  return { zones, joins };
}

const zones = [];
const joinZones = [];
for (const area of modules) {
  const { zones: own, joins } = moduleZones(area);
  zones.push(...own);
  for (const file of joins) {
    joinZones.push({ file, zone: { target: file, from: `${MODULES}/!(${area})/**`, except: ['**/modules/*/index.ts', '**/modules/*/*.table.ts'], message: reachIn(area) } });
  }
}
zones.push({
  target: 'apps/server/src/platform/**',
  from: `${MODULES}/**`,
  message: 'platform/ is below the modules: it never imports one (a module registers itself in modules/index.ts).',
});

const settings = {
  // Without a parser for .ts the dependency graph of no-cycle stays empty and the rule passes silently.
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/resolver-next': [
    createTypeScriptImportResolver({
      project: ['apps/server/tsconfig.json', 'packages/shared/tsconfig.json'],
      alwaysTryTypes: true,
      noWarnOnMultipleProjects: true,
    }),
  ],
};

export const serverBoundaries = [
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: joinZones.map((entry) => entry.file),
    plugins: { 'import-x': importX },
    settings,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...joinZones.map(({ file, zone }) => ({
    files: [file],
    plugins: { 'import-x': importX },
    settings,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [zone, ...zones.filter((z) => !z.target.startsWith(MODULES))] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  })),
];

export const sharedBoundaries = [
  {
    files: ['packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
];
