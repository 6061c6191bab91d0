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
      output: {
        // Stable vendor chunks so route chunks hold only screen code; each group is cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'state', test: /node_modules[\\/](@reduxjs|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store)[\\/]/, priority: 25 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 25 },
            { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui|clsx|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|tslib|react-transition-group|react-number-format|dom-helpers)[\\/]/, priority: 20 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});
