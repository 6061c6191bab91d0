import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every module's tables (and the platform's, e.g. the events outbox): a new area's <area>.table.ts is
  // picked up without a central line.
  schema: ['./src/modules/*/*.table.ts', './src/platform/**/*.table.ts'],
  out: './src/db/migrations',
});
