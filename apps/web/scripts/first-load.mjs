// Prints the gzipped JavaScript a first visit loads (entry + its static imports + one route's static graph).
// Usage: node scripts/first-load.mjs [route-chunk-prefix ...]   e.g. route-login-page route-dashboard-page
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = process.env.DIST_DIR ?? new URL('../dist/', import.meta.url).pathname;
const assets = readdirSync(join(dist, 'assets'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const gz = (file) => gzipSync(readFileSync(join(dist, 'assets', file)), { level: 9 }).length;
const seen = new Set();
function walk(file) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(dist, 'assets', file), 'utf8');
  for (const match of code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) walk(match[1]);
}
for (const match of html.matchAll(/\/assets\/([^"']+\.js)/g)) walk(match[1]);
const entryOnly = [...seen];
for (const prefix of process.argv.slice(2)) {
  const chunk = assets.find((name) => name.startsWith(`${prefix}-`) && name.endsWith('.js'));
  if (chunk) walk(chunk);
  else console.error(`no chunk ${prefix}`);
}
let total = 0;
for (const file of [...seen].sort()) {
  const size = gz(file);
  total += size;
  console.log(
    `${(size / 1024).toFixed(1).padStart(7)} KB  ${file}${entryOnly.includes(file) ? '' : '  (route graph)'}`,
  );
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzipped`);
