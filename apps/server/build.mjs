// Bundles the server into dist/main.js: our own workspaces are inlined, npm packages stay external.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import { readFile } from 'node:fs/promises';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@lintel/'));

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  banner: { js: "import { createRequire as __lintelCreateRequire } from 'node:module'; const require = __lintelCreateRequire(import.meta.url);" },
  logLevel: 'warning',
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('server built: dist/main.js');
