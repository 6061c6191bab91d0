import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's unit and API tests; each project has its own environment.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Vitest's default (cores − 1) is one worker on a 2-core machine, which leaves a core idle: the API
    // tests are CPU-bound in their worker (PGlite), so two workers there take ~25 % less time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
