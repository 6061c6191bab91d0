/**
 * The journeys' `test`: Playwright's, plus a guard that fails a journey on any console warning or
 * error, uncaught page error or CSP violation in any page it opened (issue 22: journeys fail on a
 * console warning, not only on an error). Every page counts: the default `page`, and the pages of
 * contexts a multi-user journey opens itself with `browser.newContext()` / `browser.newPage()`.
 *
 * A journey that provokes a message on purpose (a request it expects to be refused, say) declares it
 * first: `consoleGuard.allow(/status of 404/)`. Specs import `test` and `expect` from here, not from
 * '@playwright/test' (everything else is re-exported unchanged).
 */
import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';

export * from '@playwright/test';

/** What a journey can tell the guard. */
export interface ConsoleGuard {
  /** Messages matching `pattern` are expected in this journey and do not fail it. */
  allow(pattern: RegExp): void;
  /** The problems seen so far (warnings, errors, page errors, CSP violations), newest last. */
  readonly problems: readonly string[];
}

/**
 * Messages that are not Lintel's and that Lintel cannot change, accepted in every journey:
 * - headless Chromium's software GL warns when a screenshot reads the 3D preview's pixels back;
 * - three r18x deprecates THREE.Clock, which @react-three/fiber 9.8.2 (the newest) still constructs
 *   for its render loop. Remove this line when fiber moves to THREE.Timer.
 */
export const notOurs = [/GL Driver Message \(OpenGL, Performance, .*\): GPU stall due to ReadPixels/, /THREE\.Clock: This module has been deprecated\. Please use THREE\.Timer instead\./];

function cspReporter() {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
  });
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ browser }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const watchPage = (page: Page) => {
        page.on('console', (message: ConsoleMessage) => {
          const type = message.type();
          if (type !== 'error' && type !== 'warning') return;
          const location = message.location();
          problems.push(`${type} at ${location.url || page.url()}: ${message.text()}`);
        });
        page.on('pageerror', (error) => problems.push(`page error at ${page.url()}: ${error.message}`));
      };
      const watched = new WeakSet<BrowserContext>();
      const watchContext = (context: BrowserContext) => {
        if (watched.has(context)) return;
        watched.add(context);
        void context.addInitScript(cspReporter);
        context.pages().forEach(watchPage);
        context.on('page', watchPage);
      };
      const guard: ConsoleGuard & { watchContext: typeof watchContext } = {
        allow: (pattern) => void allowed.push(pattern),
        get problems() {
          return problems;
        },
        watchContext,
      };
      // Contexts a journey opens itself: wrap newContext for this test only (newPage goes through it).
      const original = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof browser.newContext>) => {
        const context = await original(...args);
        watchContext(context);
        return context;
      };
      try {
        await use(guard);
      } finally {
        browser.newContext = original;
      }
      const unexpected = problems.filter((problem) => ![...notOurs, ...allowed].some((pattern) => pattern.test(problem)));
      expect(unexpected, 'console warnings or errors during the journey').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, consoleGuard }, use) => {
    (consoleGuard as ConsoleGuard & { watchContext(context: BrowserContext): void }).watchContext(context);
    await use(context);
  },
});

export { expect };
