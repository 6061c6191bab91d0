/**
 * CI check (docs/style.md#one-contract): the OpenAPI document the server serves at /api/docs/json
 * passes `redocly lint` (recommended rules, redocly.yaml) with zero errors. Builds the app on an
 * in-memory PGlite, writes the document to a scratch file and runs the linter on it; exits 1 when
 * the linter reports an error. Usage: `node --import tsx scripts/check-openapi.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/platform/db.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = await mkdtemp(path.join(tmpdir(), 'lintel-openapi-'));
const { app } = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), {
  database: await openDatabase({}),
});
try {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
  const file = path.join(dataDir, 'openapi.json');
  await writeFile(file, response.body);
  execFileSync(path.join(root, 'node_modules/.bin/redocly'), ['lint', '--config', path.join(root, 'redocly.yaml'), file], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
  });
  console.log('OpenAPI document lints clean (no errors).');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
