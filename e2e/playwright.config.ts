import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Journeys run against the production build served by the real server on a fresh data directory.
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'lintel-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

/** Specs that start their own demo-seeded servers (every sidebar page with axe, phone and desktop journeys). */
const ownServerSpecs = ['**/every-page.spec.ts', '**/ux-journeys.spec.ts', '**/ux-more.spec.ts', '**/screens.spec.ts'];

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two lanes, each one journey at a time: the journeys on the shared server below, and the demo-data
  // screen checks that start servers of their own (ux-support.ts), which touch nothing the first lane
  // reads. On the 2-core CI machine the two lanes overlap instead of queueing (about 5 minutes less).
  workers: 2,
  projects: [
    { name: 'journeys', testIgnore: ownServerSpecs, workers: 1 },
    { name: 'demo-screens', testMatch: ownServerSpecs, workers: 1 },
  ],
  // In CI a stray test.only fails the run, and a journey that passed only on its retry is flaky: the
  // retry keeps its trace for the report, and failOnFlakyTests fails the run instead of hiding it.
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ],
    },
  },
  // E2E_BASE_URL: drive a server you started yourself (with DATA_DIR = E2E_DATA_DIR) instead.
  webServer: process.env.E2E_BASE_URL ? undefined : {
    command: 'node ../apps/server/dist/main.js',
    url: `http://127.0.0.1:${port}/api/ready`,
    reuseExistingServer: false,
    // The embedded PostgreSQL server (initdb, migrations) starts first on the fresh DATA_DIR.
    timeout: 120_000,
    // SIGTERM, not a kill: the server stops its embedded PostgreSQL on the way out.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      // Money journeys move the jobs' clock with POST /api/e2e/clock/run-jobs (never in production).
      LINTEL_E2E_CLOCK: '1',
      // Every journey signs up its users from 127.0.0.1: past the default 20 e-mails an hour per IP.
      MAIL_LIMIT_PER_IP: '1000',
      // ...and more than 10 sign-ups a minute from that one address now that the journeys run faster.
      SIGNUP_LIMIT_PER_IP: '1000',
    },
  },
});
