/**
 * `npm run import-data -- <zip>` as an operator runs it: an account exported from one Lintel (PGlite)
 * is imported by the CLI into a fresh Lintel on PostgreSQL, and its records and files are served there.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport } from '@lintel/shared';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, uploadFile, type TestUser } from '../../test/factories.ts';
import { postgresForTests, postgresUrl } from '../../test/services.ts';

const hasPostgres = await postgresForTests('the import-data CLI test');
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const run = promisify(execFile);

let source: TestApp;
let owner: TestUser;
let zipFile: string;
let propertyId: string;
let photo: { id: string };

beforeAll(async () => {
  source = await buildTestApp();
  owner = await createUser(source, { role: 'propertyManager' });
  propertyId = (await createProperty(source, owner, { nickname: 'Cedar House' })).id;
  photo = await uploadFile(source, owner, 'cedar.png');
  const started = json<AccountExport>(await source.app.inject({ method: 'POST', url: '/api/account-data/exports', headers: owner.headers }));
  await source.deps.jobs.runDue(new Date(), ['accountData.export']);
  const zip = await source.app.inject({ method: 'GET', url: `/api/account-data/exports/${started.id}/download`, headers: owner.headers });
  expect(zip.statusCode).toBe(200);
  zipFile = path.join(source.dataDir, 'export.zip');
  await writeFile(zipFile, zip.rawPayload);
});
afterAll(() => source.close());

describe.skipIf(!hasPostgres)('npm run import-data', () => {
  it('imports the export into a fresh Lintel, and refuses it a second time', async () => {
    const fresh = await buildTestApp({}, { postgresUrl });
    try {
      const env = { ...process.env, DATABASE_URL: fresh.databaseUrl, DATA_DIR: fresh.dataDir, LOG_LEVEL: 'silent' };
      const { stdout } = await run('npm', ['run', '-s', 'import-data', '--', zipFile], { cwd: repoRoot, env });
      expect(stdout).toContain(`Imported account ${owner.id}`);
      const token = await fresh.deps.tokens.sign({ userId: owner.id, role: 'propertyManager', accountId: owner.id });
      const headers = { authorization: `Bearer ${token}` };
      const property = await fresh.app.inject({ method: 'GET', url: `/api/properties/${propertyId}`, headers });
      expect(property.statusCode, property.body).toBe(200);
      expect(json<{ nickname: string }>(property).nickname).toBe('Cedar House');
      const original = await source.app.inject({ method: 'GET', url: `/api/files/${photo.id}`, headers: owner.headers });
      const imported = await fresh.app.inject({ method: 'GET', url: `/api/files/${photo.id}`, headers });
      expect(imported.statusCode).toBe(200);
      expect(imported.rawPayload).toEqual(original.rawPayload);

      const again = await run('npm', ['run', '-s', 'import-data', '--', zipFile], { cwd: repoRoot, env }).catch((error: { code: number; stderr: string }) => error);
      expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('already exists') });
    } finally {
      await fresh.close();
    }
  });
});
