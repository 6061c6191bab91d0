/**
 * Turns Lighthouse results into the numbers docs/performance-budgets.md asks for: per page and
 * form factor, the median of the runs for each score and metric, PASS/FAIL against the budgets, and
 * from the median run (the one with the median performance score) what costs the most.
 */
import type { Result } from 'lighthouse';

export type FormFactor = 'mobile' | 'desktop';

/** docs/performance-budgets.md#web: performance ≥ 90 mobile and ≥ 95 desktop, accessibility ≥ 95 (median of 3). */
export const budgets: Record<FormFactor, { performance: number; accessibility: number }> = {
  mobile: { performance: 90, accessibility: 95 },
  desktop: { performance: 95, accessibility: 95 },
};

/** Issue 23: layout shift ≤ 0.1 on every measured page (median). */
export const CLS_BUDGET = 0.1;
/** Issue 23: the configurator's choice → summary and 3D update, interaction-to-next-paint under mobile throttling. */
export const INP_BUDGET_MS = 200;

/** The configurator's INP runs (ms; null when a run recorded none) and their median against INP_BUDGET_MS. */
export interface InpResult {
  path: string;
  runs: (number | null)[];
  median: number | null;
  budgetMs: number;
  pass: boolean;
  errors: string[];
}

export interface RunNumbers {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  /** Milliseconds. */
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  speedIndex: number | null;
  cls: number | null;
}

export interface Run extends RunNumbers {
  finalUrl: string;
  benchmarkIndex: number | null;
  /** Why the run does not count (Lighthouse runtime error, or the app redirected elsewhere). */
  error?: string;
}

export interface Finding {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  /** Opportunities: estimated saving in ms (LCP/FCP) or bytes. */
  savingsMs?: number;
  savingsBytes?: number;
  /** Failing elements (accessibility) or items in the audit's table. */
  items?: number;
  /** The first few items, shortened: an element's snippet, a URL, a console message, an issue type. */
  samples?: string[];
}

export interface PageResult {
  page: string;
  path: string;
  signedIn: boolean;
  formFactor: FormFactor;
  runs: Run[];
  median: RunNumbers;
  budget: { performance: number; accessibility: number };
  pass: { performance: boolean; accessibility: boolean; cls: boolean; overall: boolean };
  /** From the median run. */
  opportunities: Finding[];
  diagnostics: Finding[];
  failedAccessibility: Finding[];
  failedBestPractices: Finding[];
}

const score = (lhr: Result, category: string) => {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? null;

export function runNumbers(lhr: Result): RunNumbers {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    speedIndex: numeric(lhr, 'speed-index'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
  };
}

export function median(values: (number | null)[]): number | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function medianNumbers(runs: RunNumbers[]): RunNumbers {
  const keys = ['performance', 'accessibility', 'bestPractices', 'fcp', 'lcp', 'tbt', 'speedIndex', 'cls'] as const;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as RunNumbers;
}

/** Index of the run whose performance score is the median (ties: the one nearest the median LCP). */
export function medianRunIndex(runs: Run[]): number {
  const valid = runs.map((run, index) => ({ run, index })).filter(({ run }) => !run.error && run.performance !== null);
  if (valid.length === 0) return -1;
  const perf = median(valid.map(({ run }) => run.performance))!;
  const lcp = median(valid.map(({ run }) => run.lcp)) ?? 0;
  const distance = ({ run }: { run: Run }) => Math.abs(run.performance! - perf) * 1e6 + Math.abs((run.lcp ?? 0) - lcp);
  return valid.reduce((best, candidate) => (distance(candidate) < distance(best) ? candidate : best)).index;
}

function itemCount(details: unknown): number | undefined {
  const items = (details as { items?: unknown[] } | undefined)?.items;
  return Array.isArray(items) ? items.length : undefined;
}

type Item = Record<string, unknown> & { node?: { snippet?: string }; items?: Item[]; type?: string };

function describeItem(item: Item): string | undefined {
  // A list of tables (e.g. largest-contentful-paint-element): describe the first table's first row.
  if (item.type === 'table' && Array.isArray(item.items)) return item.items[0] ? describeItem(item.items[0]) : undefined;
  const text =
    item.node?.snippet ??
    (typeof item.description === 'string' ? item.description : undefined) ??
    (typeof item.issueType === 'string' ? item.issueType : undefined) ??
    (typeof item.url === 'string' ? item.url.replace(/^https?:\/\/[^/]+/, '') : undefined);
  if (!text) return undefined;
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 140 ? `${oneLine.slice(0, 137)}...` : oneLine;
}

function samples(details: unknown, limit = 3): string[] | undefined {
  const items = (details as { items?: Item[] } | undefined)?.items;
  if (!Array.isArray(items)) return undefined;
  const described = items.map(describeItem).filter((text): text is string => Boolean(text)).slice(0, limit);
  return described.length > 0 ? described : undefined;
}

function failing(lhr: Result, category: string): Finding[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      displayValue: audit.displayValue,
      items: itemCount(audit.details),
      samples: samples(audit.details),
    }));
}

/** Performance audits that are not metrics and did not pass, split like the Lighthouse report does. */
function performanceFindings(lhr: Result): { opportunities: Finding[]; diagnostics: Finding[] } {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const findings = refs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => {
      const details = audit.details as { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
      const savings = audit.metricSavings ?? {};
      const savingsMs = Math.max(details?.overallSavingsMs ?? 0, savings.LCP ?? 0, savings.FCP ?? 0, savings.TBT ?? 0);
      return {
        id: audit.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue,
        savingsMs: savingsMs > 0 ? Math.round(savingsMs) : undefined,
        savingsBytes: details?.overallSavingsBytes ? Math.round(details.overallSavingsBytes) : undefined,
        items: itemCount(audit.details),
        samples: samples(audit.details),
        opportunity: details?.type === 'opportunity',
      };
    })
    .sort((a, b) => (b.savingsMs ?? 0) - (a.savingsMs ?? 0) || (b.savingsBytes ?? 0) - (a.savingsBytes ?? 0) || (a.score ?? 0) - (b.score ?? 0));
  const strip = ({ opportunity: _opportunity, ...finding }: Finding & { opportunity: boolean }) => finding;
  return {
    opportunities: findings.filter((finding) => finding.opportunity).map(strip),
    diagnostics: findings.filter((finding) => !finding.opportunity).map(strip),
  };
}

export function summarisePage(
  page: { page: string; path: string; signedIn: boolean; formFactor: FormFactor },
  runs: Run[],
  lhrs: (Result | undefined)[],
): PageResult {
  const counted = runs.filter((run) => !run.error);
  const medianValues = medianNumbers(counted);
  const budget = budgets[page.formFactor];
  const performance = counted.length > 0 && (medianValues.performance ?? -1) >= budget.performance;
  const accessibility = counted.length > 0 && (medianValues.accessibility ?? -1) >= budget.accessibility;
  const cls = counted.length > 0 && (medianValues.cls ?? Infinity) <= CLS_BUDGET;
  const medianLhr = lhrs[medianRunIndex(runs)];
  const findings = medianLhr ? performanceFindings(medianLhr) : { opportunities: [], diagnostics: [] };
  return {
    ...page,
    runs,
    median: medianValues,
    budget,
    pass: { performance, accessibility, cls, overall: performance && accessibility && cls },
    ...findings,
    failedAccessibility: medianLhr ? failing(medianLhr, 'accessibility') : [],
    failedBestPractices: medianLhr ? failing(medianLhr, 'best-practices') : [],
  };
}

const fmt = (value: number | null, digits = 0) => (value === null ? '–' : value.toFixed(digits));
const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);
const mark = (ok: boolean) => (ok ? 'PASS' : '**FAIL**');

function findingLine(finding: Finding): string {
  const parts = [finding.displayValue, finding.savingsMs ? `~${finding.savingsMs} ms` : undefined, finding.items !== undefined ? `${finding.items} item(s)` : undefined];
  const head = `\`${finding.id}\` ${finding.title}${parts.some(Boolean) ? ` (${parts.filter(Boolean).join(', ')})` : ''}`;
  return [head, ...(finding.samples ?? []).map((sample) => `  - \`${sample.replace(/`/g, "'")}\``)].join('\n');
}

/** The INP line of latest.md. */
export function inpMarkdown(inp: InpResult): string {
  const runs = inp.runs.map((value) => (value === null ? 'none' : `${Math.round(value)} ms`)).join(' · ');
  return `Configurator choice → summary/3D update (${inp.path}), interaction-to-next-paint under mobile emulation with devtools throttling (4× CPU, slow 4G): median ${ms(inp.median)} (runs ${runs}), budget ≤ ${inp.budgetMs} ms: ${mark(inp.pass)}${inp.errors.length ? ` — ${inp.errors.join('; ')}` : ''}`;
}

export function markdown(report: { date: string; commit: string; chromium: string; lighthouse: string; runsPerPage: number; pages: PageResult[]; inp?: InpResult }): string {
  const lines = [
    `# Lighthouse — ${report.date}`,
    '',
    `Commit ${report.commit}, ${report.chromium}, Lighthouse ${report.lighthouse}, median of ${report.runsPerPage} runs per page and form factor (simulated throttling; mobile = Moto G Power on slow 4G, desktop = Lighthouse desktop preset).`,
    '',
    '| page | form factor | performance | accessibility | best practices | FCP | LCP | TBT | CLS | budget (perf / a11y / CLS) | result |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
  ];
  for (const page of report.pages) {
    const m = page.median;
    const errors = page.runs.filter((run) => run.error).length;
    lines.push(
      `| ${page.path} | ${page.formFactor} | ${fmt(m.performance)} ${page.pass.performance ? '' : '✗'} | ${fmt(m.accessibility)} ${page.pass.accessibility ? '' : '✗'} | ${fmt(m.bestPractices)} | ${ms(m.fcp)} | ${ms(m.lcp)} | ${ms(m.tbt)} | ${fmt(m.cls, 3)} ${page.pass.cls ? '' : '✗'} | ≥ ${page.budget.performance} / ≥ ${page.budget.accessibility} / CLS ≤ ${CLS_BUDGET} | ${mark(page.pass.overall)}${errors ? ` (${errors} run(s) failed)` : ''} |`,
    );
  }
  if (report.inp) lines.push('', inpMarkdown(report.inp));
  lines.push('', 'Runs (performance / accessibility / LCP / TBT):', '');
  for (const page of report.pages) {
    const runs = page.runs.map((run) => (run.error ? `error: ${run.error}` : `${fmt(run.performance)} / ${fmt(run.accessibility)} / ${ms(run.lcp)} / ${ms(run.tbt)}`));
    const benchmark = median(page.runs.map((run) => run.benchmarkIndex));
    lines.push(`- ${page.path} ${page.formFactor}: ${runs.join(' · ')} (benchmarkIndex ${fmt(benchmark)})`);
  }
  for (const page of report.pages) {
    lines.push('', `## ${page.path} — ${page.formFactor} (median run)`, '');
    const section = (title: string, findings: Finding[], limit: number) => {
      if (findings.length === 0) return;
      lines.push(`${title}:`, '', ...findings.slice(0, limit).map((finding) => `- ${findingLine(finding)}`), '');
    };
    section('Opportunities', page.opportunities, 8);
    section('Diagnostics', page.diagnostics, 8);
    section('Failed accessibility audits', page.failedAccessibility, 20);
    section('Failed best-practices audits', page.failedBestPractices, 10);
    if (page.opportunities.length + page.diagnostics.length + page.failedAccessibility.length + page.failedBestPractices.length === 0) lines.push('Nothing flagged.', '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
