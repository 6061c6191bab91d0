// Import boundaries of the server and packages/shared (docs/design.md#how-modules-work-together),
// enforced by eslint-plugin-import-x with the TypeScript resolver (without the resolver these rules
// pass silently: apps/server/src/test/lint-boundaries.test.ts proves each one fails on a planted import,
// and lint-from-hidden-dir.test.ts that they hold in a checkout under a dot-directory).
//
// - A server module (apps/server/src/modules/<area>/) uses another module only through that module's
//   index.ts: never its repository, service files, routes or tables. Table files may import another
//   module's table for a foreign key (drizzle needs the column); the repositories in legacyTableJoins
//   still join the foreign tables listed beside each (debt), and no other. Tests may set up state through any module.
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
 * Repositories that still join another module's tables (measured when the rule landed; issue 9), each
 * with the foreign table files it may import: any other foreign table (or repository) is refused.
 * Each entry is debt: move the join behind the owning module's service and delete the line.
 */
export const legacyTableJoins = {
  'contacts/contacts.repository.ts': ['auth/auth.table.ts'],
  'documents/documents.repository.ts': ['properties/properties.table.ts'],
  'gallery/gallery.repository.ts': ['properties/properties.table.ts'],
  'inventory/inventory.repository.ts': ['contacts/contacts.table.ts', 'properties/properties.table.ts'],
  'lease-templates/lease-templates.repository.ts': ['auth/auth.table.ts'],
  'leases/leases.repository.ts': ['auth/auth.table.ts', 'properties/properties.table.ts', 'tenants/tenants.table.ts'],
  'money/money.repository.ts': ['leases/leases.table.ts', 'tenants/tenants.table.ts', 'auth/auth.table.ts', 'properties/properties.table.ts'],
  'money/money-schedule.ts': ['leases/leases.table.ts'],
  'quotes/quotes.repository.ts': ['auth/auth.table.ts', 'configurator/configurator.table.ts'],
  'tenants/tenants.repository.ts': ['auth/auth.table.ts', 'leases/leases.table.ts'],
};

/**
 * A glob of `relative` (a path from the repository root) as an absolute pattern. The rule matches
 * absolute file paths, and a `**` never matches a dot-directory, so a pattern like
 * `** /modules/x/index.ts` failed in a checkout under `~/.cache/` (issue 25 item 9): every pattern
 * starts at the root instead, with the root's own glob characters escaped.
 */
const fromRoot = (relative) => `${root.replace(/[?*()[\]]/g, '[$&]')}/${relative}`;
const moduleIndex = fromRoot(`${MODULES}/*/index.ts`);
const moduleTable = fromRoot(`${MODULES}/*/*.table.ts`);
/** One table file as a glob (`@(…)`: an exception must be a glob when the zone's `from` is one). */
const tableFile = (table) => fromRoot(`${MODULES}/${path.posix.dirname(table)}/@(${path.posix.basename(table)})`);

const reachIn = (area) => `Another module is used only through its index.ts (services, not repositories or tables): see ARCHITECTURE.md "Adding an area". (${area})`;

function moduleZones(area) {
  const others = `${MODULES}/!(${area})/**`;
  return [
    {
      target: `${MODULES}/${area}/**/!(*.table|*.test).ts`,
      from: others,
      except: [moduleIndex],
      message: reachIn(area),
    },
    {
      // Foreign keys: a table may reference another module's table.
      target: `${MODULES}/${area}/**/*.table.ts`,
      from: others,
      except: [moduleIndex, moduleTable],
      message: reachIn(area),
    },
  ];
}

const zones = modules.flatMap(moduleZones);
const joinZones = Object.entries(legacyTableJoins).map(([file, tables]) => {
  const area = file.split('/')[0];
  return {
    file: `${MODULES}/${file}`,
    zone: {
      target: `${MODULES}/${file}`,
      from: `${MODULES}/!(${area})/**`,
      except: [moduleIndex, ...tables.map(tableFile)],
      message: `${reachIn(area)} Its legacy joins may use only ${tables.join(', ')} (legacyTableJoins).`,
    },
  };
});
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
