// The web budgets (docs/performance-budgets.md#web), computed from the build so a new chunk cannot slip past a hand-kept list:
// the first screen (sign-in; then the app shell and dashboard) ≤ 200 KB of gzipped JavaScript, every
// other chunk ≤ 60 KB, and the heavy parts (3D, charts, PDF) never in a first-screen graph.
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = process.env.DIST_DIR ?? new URL('../dist/', import.meta.url).pathname;
const assets = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const gz = (file) => gzipSync(readFileSync(join(dist, 'assets', file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const FIRST_SCREEN_LIMIT = 200 * 1024;
const CHUNK_LIMIT = 60 * 1024;
/** Libraries that may only load when shown (docs/performance-budgets.md#web), so they are exempt from the chunk limit. */
const heavy = /(three|fiber|drei|recharts|chart|d3-|pdf|-3d|fullcalendar)/i;
/** Tested on the chunk's name without its content hash, which can spell "-3d" by chance. */
const isHeavy = (file) => heavy.test(file.replace(/-[A-Za-z0-9_-]{8}\.js$/, ''));

function graph(roots) {
  const seen = new Set();
  const walk = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(dist, 'assets', file), 'utf8');
    for (const match of code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) walk(match[1]);
  };
  for (const match of html.matchAll(/\/assets\/([^"']+\.js)/g)) walk(match[1]);
  for (const prefix of roots) {
    const chunk = assets.find((name) => name.startsWith(`${prefix}-`));
    if (!chunk) throw new Error(`no chunk named ${prefix}-*.js in ${dist}`);
    walk(chunk);
  }
  return seen;
}

const failures = [];
const firstScreens = {
  'sign-in': ['route-login-page'],
  dashboard: ['route-app-layout-route', 'route-dashboard-page'],
};
const firstLoad = new Set();
for (const [name, roots] of Object.entries(firstScreens)) {
  const files = graph(roots);
  files.forEach((file) => firstLoad.add(file));
  const total = [...files].reduce((sum, file) => sum + gz(file), 0);
  const heavyFiles = [...files].filter(isHeavy);
  console.log(`first screen ${name}: ${kb(total)} in ${files.size} files (limit ${kb(FIRST_SCREEN_LIMIT)})`);
  if (total > FIRST_SCREEN_LIMIT) failures.push(`first screen ${name} is ${kb(total)}`);
  if (heavyFiles.length > 0) failures.push(`first screen ${name} loads heavy chunks: ${heavyFiles.join(', ')}`);
}
let largest = { file: '', size: 0 };
for (const file of assets) {
  if (firstLoad.has(file) || isHeavy(file)) continue;
  const size = gz(file);
  if (size > largest.size) largest = { file, size };
  if (size > CHUNK_LIMIT) failures.push(`chunk ${file} is ${kb(size)} (limit ${kb(CHUNK_LIMIT)})`);
}
console.log(`largest lazy chunk: ${largest.file} ${kb(largest.size)} (limit ${kb(CHUNK_LIMIT)}), ${assets.length} chunks checked`);
if (failures.length > 0) {
  console.error(`Bundle budgets missed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('bundle budgets: PASS');
