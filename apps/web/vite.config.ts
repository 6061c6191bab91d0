/** Vite build of the web app: React, /api proxy for dev, and chunking that keeps the first screen small (docs/performance-budgets.md#web). */
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCESS_TOKEN_KEY } from '../../packages/shared/src/auth/auth.enums.ts';

const outDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * Mantine's CSS per component instead of the whole styles.css (~250 KB, mostly unused, render-blocking):
 * every Mantine `X.module.mjs` (the class-name map a component imports) also imports `styles/X.layer.css`,
 * so a component's CSS lands in the chunk that uses it and loads with it — no feature file imports CSS.
 * The layer files wrap Mantine in `@layer mantine`, so the app's own (unlayered) CSS wins whatever order
 * the chunks' CSS arrives in, as it did when styles.css came first. main.tsx imports the global parts.
 */
function mantineCssPerComponent(): Plugin {
  const moduleFile = /[\\/]@mantine[\\/](core|notifications)[\\/]esm[\\/](?:.*[\\/])?([A-Za-z]+)\.module\.mjs$/;
  const entryFile = /[\\/]apps[\\/]web[\\/]src[\\/]main\.tsx$/;
  let serve = false;
  return {
    name: 'lintel:mantine-css-per-component',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    transform(code, id) {
      // The dev server pre-bundles Mantine (no per-module transform there), so dev loads all of its CSS.
      if (serve) {
        if (!entryFile.test(id)) return null;
        const all = "import '@mantine/core/styles.layer.css';\nimport '@mantine/notifications/styles.layer.css';\n";
        return { code: all + code, map: null };
      }
      const match = moduleFile.exec(id);
      if (!match) return null;
      const [, pkg, name] = match;
      const css = pkg === 'core' ? `@mantine/core/styles/${name}.layer.css` : '@mantine/notifications/styles.layer.css';
      return { code: `import '${css}';\n${code}`, map: null };
    },
  };
}

/**
 * Route screens are lazy chunks that the entry only asks for once it has run, and the signed-in shell
 * only after /api/users/me answers: three or four round trips in a row before the first screen shows.
 * This writes a tiny classic script (async, no inline code: the CSP is script-src 'self') that adds
 * `<link rel="modulepreload">` for the chunks of the page being opened, with their CSS, so they download
 * alongside the entry. Signed-in pages preload the shell only when a token is stored (else /login's).
 * Keys are exact paths; values are the route modules (src-relative) as router.tsx lazily imports them.
 */
const routePreloads: Record<string, { signedIn: boolean; modules: string[] }> = {
  '/login': { signedIn: false, modules: ['features/auth/routes/login-page.tsx'] },
  // Not the dashboard's lazy cards: they compete with the first screen for bandwidth. The widget area
  // (its layout read through the data cache, whose chunk the store loads right after start anyway) is
  // preloaded: it is the next step after the page's first paint, one round trip fewer.
  '/dashboard': {
    signedIn: true,
    modules: [
      'features/shell/routes/app-layout-route.tsx',
      'features/dashboard/routes/dashboard-page.tsx',
      'features/dashboard/components/dashboard-widgets.tsx',
    ],
  },
  '/properties': {
    signedIn: true,
    modules: ['features/shell/routes/app-layout-route.tsx', 'features/properties/routes/properties-page.tsx'],
  },
};

function routePreload(): Plugin {
  const srcDir = fileURLToPath(new URL('./src/', import.meta.url));
  return {
    name: 'lintel:route-preload',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? outDir;
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const html = readFileSync(join(dir, 'index.html'), 'utf8');
      const inHtml = new Set([...html.matchAll(/\/(assets\/[^"']+)["']/g)].map((match) => match[1]));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const filesFor = (modules: string[]) => {
        const files = new Set<string>();
        const walk = (fileName: string) => {
          const chunk = byFile.get(fileName);
          if (!chunk || files.has(fileName) || inHtml.has(fileName)) return;
          files.add(fileName);
          chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
          chunk.imports.forEach(walk);
        };
        for (const module of modules) {
          const chunk = chunks.find((item) => item.moduleIds.includes(join(srcDir, module)));
          if (!chunk) throw new Error(`route-preload: no chunk for ${module}`);
          walk(chunk.fileName);
        }
        return [...files].filter((file) => !inHtml.has(file)).map((file) => file.replace(/^assets\//, ''));
      };
      const table = Object.fromEntries(
        Object.entries(routePreloads).map(([path, { signedIn, modules }]) => [path, [signedIn ? 1 : 0, filesFor(modules)]]),
      );
      const source = `(function(){var t=${JSON.stringify(table)},p=location.pathname.replace(/\\/+$/,'')||'/',e=t[p],s;
try{s=!!localStorage.getItem(${JSON.stringify(ACCESS_TOKEN_KEY)})}catch(x){s=false}
if(e&&e[0]&&!s)e=t['/login'];if(!e)return;
var d=document.createDocumentFragment();e[1].forEach(function(f){var l=document.createElement('link'),c=/\\.css$/.test(f);l.rel=c?'preload':'modulepreload';if(c)l.as='style';l.crossOrigin='';l.href='/assets/'+f;d.appendChild(l)});document.head.appendChild(d)})();
`;
      const name = `assets/preload-routes-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      writeFileSync(join(dir, name), source);
      const tag = `<script async src="/${name}"></script>`;
      writeFileSync(join(dir, 'index.html'), html.replace('</title>', `</title>\n    ${tag}`));
    },
  };
}

/** Mantine components in the shared 'mantine-ui' chunk: what sign-in, the shell and the dashboard show. */
const mantineCommon = [
  'Anchor', 'ActionIcon', 'Avatar', 'Badge', 'Button', 'Card', 'Center', 'CloseButton', 'Divider', 'Group', 'Input',
  'InputBase', 'Loader', 'Notification', 'Paper', 'PasswordInput', 'Portal', 'SimpleGrid', 'Skeleton', 'Stack',
  'Text', 'TextInput', 'Title', 'Transition', 'UnstyledButton', 'VisuallyHidden',
];
/** Mantine's overlays and pickers (lists' filters and row menus, dialogs) in the 'mantine-overlay' chunk. */
const mantineOverlay = [
  'Checkbox', 'CheckIcon', 'Combobox', 'Drawer', 'FocusTrap', 'Floating', 'Menu', 'Modal', 'ModalBase', 'Overlay',
  'Popover', 'Radio', 'ScrollArea', 'SegmentedControl', 'Select', 'Tooltip',
];

export default defineConfig({
  plugins: [react(), mantineCssPerComponent(), routePreload()],
  server: {
    port: 5173,
    // ws: the live channel (GET /api/live) is a WebSocket upgrade.
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false, ws: true } },
  },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      // packages/shared is pure (enums, rules, zod schemas). The web app uses its enums and rules; without
      // this hint the module-level zod schema builders (and zod itself, ~25 KB gzipped) would ship too.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]shared[\\/]/.test(id) },
      output: {
        // Route screens and modals get a 'route-' prefix so size-limit can check each against its budget.
        chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'assets/route-[name]-[hash].js' : 'assets/[name]-[hash].js'),
        // Few, larger chunks on the first screens: the server speaks HTTP/1.1 (6 connections a host), so on a
        // slow mobile link every extra file costs a round trip (Lighthouse's model too). Vendors are one
        // stable chunk; Mantine is two: the parts nearly every screen shows (sign-in, shell, dashboard) and
        // the overlays (popover, menu, select, modal). Rarer components stay in the chunks of their screens.
        // RTK Query (@reduxjs/toolkit/dist/query) is its own chunk, loaded right after start
        // (lib/data-cache-slot.ts), not part of the vendor chunk of the first screen.
        codeSplitting: {
          groups: [
            {
              name: 'data-cache',
              test: /node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]/,
              priority: 29,
            },
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs[\\/]toolkit[\\/]dist(?![\\/]query)|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store)[\\/]/,
              priority: 30,
            },
            {
              name: 'mantine-ui',
              test: new RegExp(
                `node_modules[\\\\/]@mantine[\\\\/](hooks|notifications|core[\\\\/]esm[\\\\/](core|utils|components[\\\\/](${mantineCommon.join('|')})))[\\\\/]`,
              ),
              priority: 20,
            },
            {
              name: 'mantine-overlay',
              test: new RegExp(
                `node_modules[\\\\/](@floating-ui[\\\\/]|@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${mantineOverlay.join('|')})[\\\\/])`,
              ),
              priority: 19,
            },
          ],
        },
      },
    },
  },
});
