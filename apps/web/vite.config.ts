/** Vite build of the web app: React, /api proxy for dev, and chunking that keeps the first screen small (DESIGN.md budgets). */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const outDir = fileURLToPath(new URL('./dist', import.meta.url));

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
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
        // Stable vendor chunks (cached across deploys). Mantine is deliberately not one group: each
        // component lands in the chunk of the screens that use it, so the sign-in screen loads only its own.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            {
              name: 'state',
              test: /node_modules[\\/](@reduxjs|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store)[\\/]/,
              priority: 25,
            },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 25 },
          ],
        },
      },
    },
  },
});
