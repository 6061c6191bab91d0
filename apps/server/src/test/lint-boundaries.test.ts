/**
 * The import rules of eslint.boundaries.js fail on planted imports (docs/stack.md: import-x rules pass
 * silently when the resolver or settings are wrong, so each one is proven here). Runs ESLint's Node
 * API with the repository's config on source text planted at a real path; nothing is written to disk.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rule ids ESLint reports for `code` placed at `file` (relative to the repository root). */
async function ruleIdsFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const restricted = 'import-x/no-restricted-paths';

describe('server module boundaries (eslint.boundaries.js)', { timeout: 120_000 }, () => {
  it("fails on a service importing another module's repository", async () => {
    const ids = await ruleIdsFor(
      'apps/server/src/modules/gallery/planted.service.ts',
      "import { findProperty } from '../properties/properties.repository.ts';\nexport const planted = findProperty;\n",
    );
    expect(ids).toContain(restricted);
  });

  it("fails on a service importing another module's table", async () => {
    const ids = await ruleIdsFor(
      'apps/server/src/modules/gallery/planted.service.ts',
      "import { properties } from '../properties/properties.table.ts';\nexport const planted = properties;\n",
    );
    expect(ids).toContain(restricted);
  });

  it("fails on a repository still joining tables (legacy list) that imports another module's repository", async () => {
    const ids = await ruleIdsFor(
      'apps/server/src/modules/money/money.repository.ts',
      "import { findProperty } from '../properties/properties.repository.ts';\nexport const planted = findProperty;\n",
    );
    expect(ids).toContain(restricted);
  });

  it('fails on a legacy-join repository importing a foreign table not listed beside it, and passes a listed one', async () => {
    // money.repository.ts may join leases, tenants, auth and properties tables (legacyTableJoins), not work orders'.
    const unlisted = await ruleIdsFor(
      'apps/server/src/modules/money/money.repository.ts',
      "import { workOrders } from '../work-orders/work-orders.table.ts';\nexport const planted = workOrders;\n",
    );
    expect(unlisted).toContain(restricted);
    const listed = await ruleIdsFor(
      'apps/server/src/modules/money/money.repository.ts',
      "import { leases } from '../leases/leases.table.ts';\nexport const planted = leases;\n",
    );
    expect(listed).toEqual([]);
  });

  it("fails on platform/ importing a module, even through its index", async () => {
    const ids = await ruleIdsFor(
      'apps/server/src/platform/planted.ts',
      "import { findProperty } from '../modules/properties/index.ts';\nexport const planted = findProperty;\n",
    );
    expect(ids).toContain(restricted);
  });

  it("passes another module's index.ts, and a table's foreign key to another module's table", async () => {
    const throughIndex = await ruleIdsFor(
      'apps/server/src/modules/gallery/planted.service.ts',
      "import { findProperty } from '../properties/index.ts';\nexport const planted = findProperty;\n",
    );
    const foreignKey = await ruleIdsFor(
      'apps/server/src/modules/gallery/planted.table.ts',
      "import { properties } from '../properties/properties.table.ts';\nexport const planted = properties;\n",
    );
    expect([...throughIndex, ...foreignKey]).toEqual([]);
  });

  it('fails on an import cycle between server files', async () => {
    // properties.service.ts imports properties.repository.ts; planting the reverse import closes a cycle.
    const ids = await ruleIdsFor(
      'apps/server/src/modules/properties/properties.repository.ts',
      "import { createPropertiesService } from './properties.service.ts';\nexport const planted = createPropertiesService;\n",
    );
    expect(ids).toContain('import-x/no-cycle');
  });

  it('fails on an import cycle between modules through their index files', async () => {
    // tenants/index.ts re-exports tenants.service.ts; a service importing leases/index.ts
    // (which imports tenants/index.ts) closes a module cycle.
    const ids = await ruleIdsFor(
      'apps/server/src/modules/tenants/tenants.service.ts',
      "import { findLease } from '../leases/index.ts';\nexport const planted = findLease;\n",
    );
    expect(ids).toContain('import-x/no-cycle');
  });

  it('fails on an import cycle in packages/shared', async () => {
    // index.ts re-exports auth.enums.ts; auth.enums.ts importing index.ts closes a cycle.
    const ids = await ruleIdsFor(
      'packages/shared/src/auth/auth.enums.ts',
      "import { roles } from '../index.ts';\nexport const planted = roles;\n",
    );
    expect(ids).toContain('import-x/no-cycle');
  });
});
