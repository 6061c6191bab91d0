/**
 * The conventions the code cites live in the repository (docs/style.md "Docs and comments", issue 31
 * item 6): every `docs/….md#section` named in code, lint messages and markdown is a file of this clone
 * with that heading, every relative link in the docs' markdown resolves, and nothing cites the design
 * notes that used to live outside the repository (`DESIGN.md`, `STYLE.md`, `STACK.md`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const scanned = ['apps', 'packages', 'bench', 'perf', 'scripts', 'e2e', 'docs', '.ci'];
const skippedDirs = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', '.git']);
const textFile = /\.(ts|tsx|js|mjs|cjs|md|json|sql|sh)$|^run$/;
/**
 * Migrations are never edited after they land (docs/style.md "Layout shows the architecture"), so the
 * three seed migrations written before docs/ existed keep their old `DESIGN.md` comment (and this file
 * names the old files to refuse them).
 */
const frozen = /^apps\/server\/src\/db\/migrations\/|^apps\/server\/src\/test\/docs-references\.test\.ts$/;

/** Every text file under the scanned folders plus the root's markdown, as repository-relative paths. */
function sourceFiles(): string[] {
  const found: string[] = readdirSync(root).filter((name) => name.endsWith('.md') || name.startsWith('eslint'));
  const walk = (relative: string): void => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!skippedDirs.has(entry.name)) walk(child);
      } else if (textFile.test(entry.name)) found.push(child);
    }
  };
  for (const dir of scanned) if (existsSync(path.join(root, dir))) walk(dir);
  return found;
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens ("API conventions" → "api-conventions"). */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown file's headings. */
function anchorsIn(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchorOf(m[1]!)));
}

/** Where a reference points that is not there: a missing file, or a missing heading in an existing one. */
function brokenTarget(target: string, anchor: string | undefined): string | undefined {
  if (!existsSync(target)) return 'no such file';
  if (anchor && statSync(target).isFile() && !anchorsIn(target).has(anchor)) return `no heading #${anchor}`;
  return undefined;
}

const files = sourceFiles();

describe('the design notes cited in code live in docs/', () => {
  it('finds the files it scans (a scan of nothing would pass)', () => {
    expect(files).toContain('docs/design.md');
    expect(files).toContain('apps/server/src/platform/errors.ts');
  });

  it('every docs/….md#section the code names is a file and heading of this repository', () => {
    const broken: string[] = [];
    let references = 0;
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const match of text.matchAll(/(?<![\w/.])docs\/([\w./-]+?\.md)(?:#([\w-]+))?/g)) {
        references += 1;
        const problem = brokenTarget(path.join(root, 'docs', match[1]!), match[2]);
        if (problem) broken.push(`${file}: ${match[0]} (${problem})`);
      }
    }
    expect(references).toBeGreaterThan(80);
    expect(broken).toEqual([]);
  });

  it("the docs' own relative links resolve, anchors included", () => {
    const broken: string[] = [];
    for (const file of files.filter((f) => f.startsWith('docs/') && f.endsWith('.md'))) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const [target = '', anchor] = match[1]!.split('#');
        if (/^[a-z]+:/.test(target)) continue;
        const resolved = target ? path.join(root, path.dirname(file), target) : path.join(root, file);
        const problem = brokenTarget(resolved, anchor);
        if (problem) broken.push(`${file}: ${match[1]} (${problem})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('nothing cites DESIGN.md, STYLE.md or STACK.md, which a clone does not contain', () => {
    const outside = files.filter(
      (file) => !frozen.test(file) && /\b(DESIGN|STYLE|STACK)\.md\b/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(outside).toEqual([]);
  });
});
