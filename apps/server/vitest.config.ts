import { defineProject } from 'vitest/config';

// API tests: each file builds the app on a fresh database (PGlite in memory, or a new database on
// the PostgreSQL server named by TEST_DATABASE_URL).
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // LINTEL_TEST_CLOCK=2036-06-01 (as .ci/run sets it) runs every file as if today were that date (src/test/clock.ts).
    setupFiles: ['src/test/clock.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
