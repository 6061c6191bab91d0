/**
 * `npm run lighthouse` (run `npm run build` first): Lighthouse on the built app, checked against
 * docs/performance-budgets.md. See perf/README.md.
 *
 * Starts apps/server/dist/main.js on a fresh embedded database (demo seed), then for each page and
 * form factor runs Lighthouse LIGHTHOUSE_RUNS times (default 3), each in a fresh Chromium profile.
 * Signed-in pages: the demo manager signs in through the API and the tokens are written to
 * localStorage on the app's origin (from /api/ready, so no app code or asset is cached) before
 * Lighthouse navigates with storage reset disabled. A run that ends anywhere but the page asked for
 * (e.g. bounced to /login) does not count.
 *
 * Prints the medians and PASS/FAIL, writes perf/results/latest.{json,md} and the median run's HTML
 * and JSON Lighthouse report per page and form factor. Exits 0 when a budget fails (it is a report), 1 when the measurement breaks.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, generateReport, startFlow, type Config, type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@lintel/shared/auth/auth.enums';
import { signIn, startServer } from './server.ts';
import { INP_BUDGET_MS, markdown, median, medianRunIndex, runNumbers, summarisePage, type FormFactor, type InpResult, type PageResult, type Run } from './summary.ts';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(import.meta.dirname, 'results');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const demo = { email: 'manager@demo.lintel.app', password: 'Lintel-demo-2026' };

/** Issue 23: the eight pages measured. LIGHTHOUSE_PAGES=dashboard,chat runs only those (by `page`). */
const allPages = [
  { page: 'sign-in', path: '/login', signedIn: false },
  { page: 'dashboard', path: '/dashboard', signedIn: true },
  { page: 'properties', path: '/properties', signedIn: true },
  { page: 'payments', path: '/payments', signedIn: true },
  { page: 'calendar', path: '/calendar', signedIn: true },
  { page: 'work-orders', path: '/work-orders', signedIn: true },
  { page: 'chat', path: '/chat', signedIn: true },
  { page: 'configurator', path: '/configurator/window', signedIn: false },
];
const onlyPages = process.env.LIGHTHOUSE_PAGES ? new Set(process.env.LIGHTHOUSE_PAGES.split(',')) : undefined;
const pages = allPages.filter((target) => !onlyPages || onlyPages.has(target.page));
/** LIGHTHOUSE_FORM_FACTORS=mobile: only that form factor. */
const formFactors = (process.env.LIGHTHOUSE_FORM_FACTORS?.split(',') ?? ['mobile', 'desktop']) as FormFactor[];
/** The configurator's interaction (choice → summary and 3D update) is measured unless LIGHTHOUSE_INP=0 or a page filter leaves the configurator out. */
const measureInp = process.env.LIGHTHOUSE_INP !== '0' && (!onlyPages || onlyPages.has('configurator'));
const configs: Record<FormFactor, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

const flags: Flags = {
  logLevel: 'error',
  output: 'json',
  onlyCategories: ['performance', 'accessibility', 'best-practices'],
  // Each run has its own fresh profile; keeping storage is what lets the signed-in tokens survive.
  disableStorageReset: true,
};

async function measure(origin: string, target: (typeof pages)[number], formFactor: FormFactor): Promise<{ run: Run; lhr?: Result }> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      const page = await browser.newPage();
      // Open the origin on a response that loads no app code, so the HTTP cache stays cold.
      await page.goto(`${origin}/api/ready`);
      if (target.signedIn) {
        const tokens = await signIn(origin, demo.email, demo.password);
        await page.evaluate(
          (keys, values) => {
            localStorage.setItem(keys[0], values[0]);
            localStorage.setItem(keys[1], values[1]);
          },
          [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY] as const,
          [tokens.jwt, tokens.refreshToken] as const,
        );
      }
      const result = await lighthouse(`${origin}${target.path}`, flags, configs[formFactor], page);
      if (!result) throw new Error('Lighthouse returned no result');
      const lhr = result.lhr;
      const finalUrl = lhr.finalDisplayedUrl;
      const numbers = runNumbers(lhr);
      let error: string | undefined;
      if (lhr.runtimeError) error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
      else if (new URL(finalUrl).pathname !== target.path) error = `ended on ${new URL(finalUrl).pathname}, not ${target.path}`;
      return { run: { ...numbers, finalUrl, benchmarkIndex: lhr.environment.benchmarkIndex ?? null, error }, lhr };
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

/**
 * The configurator's choice → summary and 3D update as interaction-to-next-paint (ms): a Lighthouse
 * timespan under its mobile emulation with devtools throttling (4× CPU slowdown, slow 4G; simulated
 * throttling cannot apply to a timespan), clicking an option card that is not chosen yet on
 * /configurator/window once it has loaded. Answers null when the page shows no option card.
 */
async function measureConfiguratorInp(origin: string): Promise<{ inp: number | null; error?: string }> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      const page = await browser.newPage();
      const flow = await startFlow(page, { flags: { logLevel: 'error', throttlingMethod: 'devtools', onlyCategories: ['performance'] } });
      await flow.navigate(`${origin}/configurator/window`, { disableStorageReset: true });
      await page.waitForSelector('.cfg-option[aria-pressed="false"]:not([disabled])', { timeout: 30_000 });
      await flow.startTimespan();
      await page.click('.cfg-option[aria-pressed="false"]:not([disabled])');
      // Let the summary, price and preview settle before the timespan ends.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await flow.endTimespan();
      const result = await flow.createFlowResult();
      const audit = result.steps[1]?.lhr.audits['interaction-to-next-paint'];
      return { inp: audit?.numericValue ?? null, error: audit?.numericValue === undefined ? `no INP recorded (${audit?.errorMessage ?? audit?.scoreDisplayMode ?? 'no audit'})` : undefined };
    } finally {
      await browser.disconnect();
    }
  } catch (error) {
    return { inp: null, error: error instanceof Error ? error.message : String(error) };
  } finally {
    chrome.kill();
  }
}

function describe(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

function printTable(results: PageResult[]) {
  const rows = results.map((page) => {
    const m = page.median;
    const value = (n: number | null, digits = 0) => (n === null ? '–' : n.toFixed(digits));
    return [
      page.path,
      page.formFactor,
      `${value(m.performance)}/${page.budget.performance}`,
      `${value(m.accessibility)}/${page.budget.accessibility}`,
      value(m.bestPractices),
      `${value(m.lcp)} ms`,
      `${value(m.tbt)} ms`,
      value(m.cls, 3),
      page.pass.overall ? 'PASS' : 'FAIL',
    ];
  });
  const header = ['page', 'form', 'perf/budget', 'a11y/budget', 'best-pr.', 'LCP', 'TBT', 'CLS', 'result'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

async function main() {
  const started = Date.now();
  const lighthouseVersion = (JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
  const chromium = describe(chromePath, ['--version']);
  const commit = describe('git', ['rev-parse', '--short', 'HEAD']);
  console.log(`Lighthouse ${lighthouseVersion}, ${chromium}, ${runsPerPage} run(s) per page and form factor`);

  const server = await startServer();
  let stopping = false;
  const stopOnSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    void server.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  console.log(`Server on ${server.origin} (fresh embedded database, demo seed)`);

  const results: PageResult[] = [];
  let inpResult: InpResult | undefined;
  const medianReports: { name: string; lhr: Result }[] = [];
  try {
    for (const target of pages) {
      for (const formFactor of formFactors) {
        const runs: Run[] = [];
        const lhrs: (Result | undefined)[] = [];
        for (let index = 0; index < runsPerPage; index++) {
          const { run, lhr } = await measure(server.origin, target, formFactor);
          runs.push(run);
          lhrs.push(lhr);
          console.log(
            `  ${target.path} ${formFactor} #${index + 1}: ${run.error ? `error — ${run.error}` : `performance ${run.performance}, accessibility ${run.accessibility}, LCP ${Math.round(run.lcp ?? 0)} ms, TBT ${Math.round(run.tbt ?? 0)} ms`}`,
          );
        }
        results.push(summarisePage({ ...target, formFactor }, runs, lhrs));
        const medianLhr = lhrs[medianRunIndex(runs)];
        if (medianLhr) medianReports.push({ name: `${target.page}-${formFactor}`, lhr: medianLhr });
      }
    }
    if (measureInp) {
      const samples: (number | null)[] = [];
      const errors: string[] = [];
      for (let index = 0; index < runsPerPage; index++) {
        const { inp, error } = await measureConfiguratorInp(server.origin);
        samples.push(inp);
        if (error) errors.push(error);
        console.log(`  /configurator/window INP #${index + 1}: ${inp === null ? `error — ${error}` : `${Math.round(inp)} ms`}`);
      }
      const value = median(samples);
      inpResult = { path: '/configurator/window', runs: samples, median: value, budgetMs: INP_BUDGET_MS, pass: value !== null && value <= INP_BUDGET_MS, errors };
    }
  } finally {
    await server.stop();
  }

  const report = {
    date: new Date().toISOString(),
    commit,
    chromium,
    lighthouse: lighthouseVersion,
    runsPerPage,
    durationSeconds: Math.round((Date.now() - started) / 1000),
    budgets: 'docs/performance-budgets.md: performance ≥ 90 mobile, ≥ 95 desktop; accessibility ≥ 95 (median)',
    pages: results,
    inp: inpResult,
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, 'latest.md'), markdown(report));
  for (const { name, lhr } of medianReports) {
    writeFileSync(path.join(resultsDir, `${name}.html`), generateReport(lhr, 'html'));
    writeFileSync(path.join(resultsDir, `${name}.json`), JSON.stringify(lhr));
  }

  printTable(results);
  if (inpResult) console.log(`\nConfigurator choice → summary/3D, INP (mobile, devtools throttling): median ${inpResult.median === null ? '–' : `${Math.round(inpResult.median)} ms`} / ≤ ${INP_BUDGET_MS} ms  ${inpResult.pass ? 'PASS' : 'FAIL'}`);
  const failed = results.filter((page) => !page.pass.overall);
  const broken = results.filter((page) => page.runs.some((run) => run.error));
  console.log(
    `\n${failed.length === 0 ? 'All budgets met.' : `${failed.length} of ${results.length} page/form-factor budgets missed.`} ` +
      `Details: perf/results/latest.md (the median runs' HTML and JSON reports beside it). ${report.durationSeconds} s.`,
  );
  if (broken.length > 0) {
    console.error(`Some runs did not measure the page asked for: ${broken.map((page) => `${page.path} ${page.formFactor}`).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
