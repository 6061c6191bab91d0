#!/usr/bin/env node
/**
 * CI check (docs/style.md#one-contract): the committed migrations match the Drizzle tables. Copies
 * apps/server/src/db/migrations to a scratch folder, runs `drizzle-kit generate` into it and fails
 * (exit 1, naming the new file) when drizzle-kit would write a new migration. Usage:
 *   node scripts/check-migrations.mjs
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');
const committed = path.join(serverDir, 'src/db/migrations');
// drizzle-kit resolves --out relative to the working directory (an absolute path breaks it).
const scratchRelative = 'node_modules/.cache/lintel-migration-check';
const scratch = path.join(serverDir, scratchRelative);

const configFile = path.join(serverDir, 'node_modules/.cache/lintel-migration-check.config.ts');

const journalTags = (dir) => JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')).entries.map((e) => e.tag);

rmSync(scratch, { recursive: true, force: true });
cpSync(committed, scratch, { recursive: true });
// The project's drizzle.config.ts with the output sent to the scratch copy.
const projectConfig = readFileSync(path.join(serverDir, 'drizzle.config.ts'), 'utf8');
const scratchConfig = projectConfig.replace(/out:\s*'[^']*'/, `out: './${scratchRelative}'`);
if (scratchConfig === projectConfig) throw new Error('drizzle.config.ts has no out: \'...\' to redirect');
writeFileSync(configFile, scratchConfig);
try {
  const drizzleKit = path.join(serverDir, 'node_modules/.bin/drizzle-kit');
  const bin = existsSync(drizzleKit) ? drizzleKit : path.resolve(serverDir, '../../node_modules/.bin/drizzle-kit');
  const output = execFileSync(bin, ['generate', '--config', configFile], {
    cwd: serverDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const before = journalTags(committed);
  const added = journalTags(scratch).filter((tag) => !before.includes(tag));
  if (added.length > 0) {
    console.error(`Migrations are out of date with the *.table.ts files: drizzle-kit would generate ${added.join(', ')}.`);
    console.error(readFileSync(path.join(scratch, `${added[0]}.sql`), 'utf8'));
    console.error('Run `npm run db:generate` and commit the migration.');
    process.exitCode = 1;
  } else {
    console.log(`Migrations match the tables (${before.length} migrations; ${output.trim().split('\n').at(-1)})`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(configFile, { force: true });
}
