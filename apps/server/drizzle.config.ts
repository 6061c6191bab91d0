import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every module's tables: a new area's <area>.table.ts is picked up without a central line.
  schema: './src/modules/*/*.table.ts',
  out: './src/db/migrations',
});
