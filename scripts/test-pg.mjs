// Runs the API integration tests against the real PostgreSQL server: each test file creates its own
// database (lintel_test_*) and drops it when done. TEST_DATABASE_URL overrides the server address.
// Arguments are passed to vitest (default `--project server`); vitest runs on the Node that runs this
// script, so `npx -p node@24 -- node scripts/test-pg.mjs` tests on Node 24 (.ci/run does).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const args = process.argv.slice(2);
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
console.log(
  `API tests against PostgreSQL at ${url.replace(/\/\/[^@]*@/, '//')} on Node ${process.versions.node}` +
    (process.env.LINTEL_TEST_CLOCK ? `, clock moved to ${process.env.LINTEL_TEST_CLOCK}` : ''),
);
const result = spawnSync(process.execPath, [vitest, 'run', ...(args.length ? args : ['--project', 'server'])], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
