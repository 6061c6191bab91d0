// Runs the API integration tests against the real PostgreSQL server: each test file creates its own
// database (lintel_test_*) and drops it when done. TEST_DATABASE_URL overrides the server address.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
console.log(`API tests against PostgreSQL at ${url.replace(/\/\/[^@]*@/, '//')}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
