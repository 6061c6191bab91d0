/**
 * The import boundaries hold wherever the checkout lives (issue 25 item 9): in a clone under a
 * dot-directory (e.g. `~/.cache/lintel`) a glob such as `**` never matched the hidden segment, so
 * legal imports of another module's index.ts were refused. This copies the lint setup and the sources
 * into a temporary directory whose path contains `/.hidden/` (node_modules linked, not copied) and runs
 * ESLint there on a legal and a planted import, for the server and the web boundaries.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const copied = [
  'package.json',
  'tsconfig.base.json',
  'eslint.config.js',
  'eslint.boundaries.js',
  'apps/web/eslint.boundaries.js',
  'apps/web/eslint.data-loading.js',
  'apps/web/tsconfig.json',
  'apps/web/src',
  'apps/server/tsconfig.json',
  'apps/server/src',
  'packages/shared/package.json',
  'packages/shared/tsconfig.json',
  'packages/shared/src',
];
let outer: string;
let checkout: string;
let eslint: ESLint;

beforeAll(() => {
  outer = mkdtempSync(path.join(tmpdir(), 'lintel-lint-'));
  checkout = path.join(outer, '.hidden', 'lintel');
  for (const entry of copied) cpSync(path.join(root, entry), path.join(checkout, entry), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(checkout, 'node_modules'));
  eslint = new ESLint({ cwd: checkout });
});
afterAll(() => {
  if (outer) rmSync(outer, { recursive: true, force: true });
});

/** Messages ESLint reports for `code` placed at `file` (relative to the hidden checkout's root). */
async function messagesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(checkout, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('boundary lint in a checkout under a dot-directory', { timeout: 180_000 }, () => {
  it("server: passes another module's index.ts and a foreign-key table import, refuses a repository reach-in", async () => {
    expect(checkout).toContain(`${path.sep}.hidden${path.sep}`);
    const legal = await messagesFor(
      'apps/server/src/modules/gallery/planted.service.ts',
      "import { findProperty } from '../properties/index.ts';\nexport const planted = findProperty;\n",
    );
    const foreignKey = await messagesFor(
      'apps/server/src/modules/gallery/planted.table.ts',
      "import { properties } from '../properties/properties.table.ts';\nexport const planted = properties;\n",
    );
    expect([...legal, ...foreignKey]).toEqual([]);
    const planted = await messagesFor(
      'apps/server/src/modules/gallery/planted.service.ts',
      "import { findProperty } from '../properties/properties.repository.ts';\nexport const planted = findProperty;\n",
    );
    expect(planted).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: /)]);
  });

  it("web: passes another feature's index.ts, refuses a reach into its internals", async () => {
    const legal = await messagesFor(
      'apps/web/src/features/dashboard/routes/planted.ts',
      "import { tenantsFeature } from '../../tenants/index.ts';\nexport const planted = tenantsFeature;\n",
    );
    expect(legal).toEqual([]);
    const planted = await messagesFor(
      'apps/web/src/features/dashboard/routes/planted.ts',
      "import { tenantsSlot } from '../../tenants/state/tenants-slot.ts';\nexport const planted = tenantsSlot;\n",
    );
    expect(planted).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: /)]);
  });
});
