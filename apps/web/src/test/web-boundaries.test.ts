/**
 * Proof that the web app's import boundaries (apps/web/eslint.boundaries.js) fail on planted imports:
 * a feature importing app/, a feature reaching into another feature's internals, shared code importing
 * a feature, and an import cycle. Each planted file is linted in memory with the repository's own
 * eslint.config.js; the imports it names are real files, so the resolver follows them.
 */
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = `${resolve(dirname(fileURLToPath(import.meta.url)), '../../../..')}/`;
const eslint = new ESLint({ cwd: root });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/web/src/${filePath}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

// The first lint loads the TypeScript resolver and parses the imported files: slow on a busy machine.
describe('web import boundaries (lint)', { timeout: 120_000 }, () => {
  it('refuses a feature importing app/', async () => {
    const messages = await ruleIdsFor(
      'features/tenants/routes/planted.ts',
      "import { appFeatures } from '../../../app/features.ts';\nexport const planted = appFeatures;\n",
    );
    expect(messages).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*never import app\//)]);
  });

  it("refuses a feature reaching into another feature's internals, and allows its index.ts", async () => {
    const internal = await ruleIdsFor(
      'features/dashboard/routes/planted.ts',
      "import { tenantsSlot } from '../../tenants/state/tenants-slot.ts';\nexport const planted = tenantsSlot;\n",
    );
    expect(internal).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*only through its index\.ts/)]);
    const viaIndex = await ruleIdsFor(
      'features/dashboard/routes/planted.ts',
      "import { tenantsFeature } from '../../tenants/index.ts';\nexport const planted = tenantsFeature;\n",
    );
    expect(viaIndex).toEqual([]);
  });

  it('refuses lib/ or components/ importing a feature', async () => {
    const fromLib = await ruleIdsFor(
      'lib/planted.ts',
      "import { tenantsFeature } from '../features/tenants/index.ts';\nexport const planted = tenantsFeature;\n",
    );
    expect(fromLib).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Shared code never imports a feature/)]);
    const fromComponents = await ruleIdsFor(
      'components/ui/planted.ts',
      "import { authFeature } from '../../features/auth/index.ts';\nexport const planted = authFeature;\n",
    );
    expect(fromComponents).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths/)]);
  });

  it('refuses an import cycle', async () => {
    // tenants/index.ts imports state/tenants-slot.ts; planting an import of the index there closes the loop.
    const messages = await ruleIdsFor(
      'features/tenants/state/tenants-slot.ts',
      "import { tenantsFeature } from '../index.ts';\nexport const planted = tenantsFeature;\n",
    );
    expect(messages).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });
});
