#!/usr/bin/env node
/**
 * CI check: the copy-paste detector (jscpd, `--min-lines 6`, tests and migrations ignored) reports at
 * most `max` per cent duplicated lines in each folder given. Prints the clones and exits 1 when a
 * folder is above its threshold. Usage:
 *   node scripts/check-duplication.mjs apps/server/src=1.2 [apps/web/src=1.1 ...]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const IGNORE = '**/*.test.ts,**/*.test.tsx,**/migrations/**';

const targets = process.argv.slice(2).map((arg) => {
  const match = /^(.+)=(\d+(?:\.\d+)?)$/.exec(arg);
  if (!match) throw new Error(`Expected <folder>=<max per cent>, got "${arg}"`);
  return { folder: match[1], max: Number(match[2]) };
});
if (targets.length === 0) {
  console.error('Usage: node scripts/check-duplication.mjs <folder>=<max per cent> ...');
  process.exit(2);
}

let failed = false;
for (const { folder, max } of targets) {
  const out = mkdtempSync(path.join(tmpdir(), 'lintel-jscpd-'));
  try {
    execFileSync(
      path.join(root, 'node_modules/.bin/jscpd'),
      ['--min-lines', '6', '--ignore', IGNORE, '--reporters', 'json', '--output', out, '--silent', folder],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const report = JSON.parse(readFileSync(path.join(out, 'jscpd-report.json'), 'utf8'));
    const { clones, duplicatedLines, lines, percentage } = report.statistics.total;
    const verdict = percentage <= max ? 'ok' : 'TOO HIGH';
    console.log(`${folder}: ${clones} clones, ${duplicatedLines} of ${lines} lines duplicated (${percentage.toFixed(2)} %, max ${max} %) ${verdict}`);
    if (percentage > max) {
      failed = true;
      for (const clone of report.duplicates) {
        const a = clone.firstFile;
        const b = clone.secondFile;
        console.log(`  ${clone.lines} lines: ${a.name}:${a.start}-${a.end} = ${b.name}:${b.start}-${b.end}`);
      }
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
process.exitCode = failed ? 1 : 0;
