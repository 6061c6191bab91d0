/**
 * ARCHITECTURE.md "Adding an area", walked (issue 20): a copy of the repository's sources (in a
 * temporary directory, node_modules linked, `@lintel/*` pointing into the copy) gets a small real
 * area, "pinboard" — its shared contracts, error code, event type and action, its server module with a table,
 * a route and an event, and its web feature with a screen, nav entry, own icon, own path and a modal —
 * plus one line in the module list and one in the feature list. Then the generators run as a
 * developer would (`npm run generate`, `npm run db:generate`), and the test checks that:
 * - nothing else changed: every changed file is in the three folders, the module list, the feature
 *   list, the new migration or a regenerated `*.generated.ts` table;
 * - it works: the area's own server test (route answers, its error code and status, its event type
 *   recorded in the outbox, its action guarding the route) and a web check (its modal opens by name through the app's registry, its
 *   nav entry leads to its route) pass in the copy, and its files typecheck (the modal name is typed).
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const copied = [
  'package.json',
  'tsconfig.base.json',
  'vitest.config.ts',
  'scripts/generate-tables.mjs',
  'packages/shared/package.json',
  'packages/shared/tsconfig.json',
  'packages/shared/vitest.config.ts',
  'packages/shared/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'apps/server/vitest.config.ts',
  'apps/server/drizzle.config.ts',
  'apps/server/src',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'apps/web/vitest.config.ts',
  'apps/web/src',
];

/** The area, file by file (paths from the repository root). */
const area: Record<string, string> = {
  'packages/shared/src/pinboard/pinboard.schema.ts': `/** Pinboard: short notes pinned by a user (contracts). */
import { z } from 'zod';

export const createPinInputSchema = z.object({ text: z.string().trim().min(1).max(200) });
export const pinSchema = z.object({ id: z.string().uuid(), text: z.string() });
export const pinIdParamsSchema = z.object({ id: z.string().uuid() });
export type Pin = z.infer<typeof pinSchema>;
`,
  'packages/shared/src/pinboard/pinboard.errors.ts': `/** Error codes of the pinboard area. */
import type { ErrorStatusTable } from '../common/errors.ts';

export const pinboardErrors = { PIN_NOT_FOUND: 404 } as const satisfies ErrorStatusTable;
`,
  'packages/shared/src/pinboard/pinboard.events.ts': `/** Event types of the pinboard area. */
import { z } from 'zod';

export const pinboardEvents = { 'pinboard.pinAdded': z.object({ pinId: z.string().uuid() }) } as const;
`,
  'packages/shared/src/pinboard/pinboard.permissions.ts': `/** Actions of the pinboard area. */
import type { Role } from '../auth/auth.enums.ts';
import { roleGroups } from '../permissions/role-groups.ts';

export const pinboardPermissions = { 'pin.manage': roleGroups.landlords } as const satisfies Record<string, readonly Role[]>;
`,
  'apps/server/src/modules/pinboard/pinboard.table.ts': `/** Pins: one row per note. */
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';

export const pins = pgTable('pins', { id: id(), accountId: uuid('account_id').notNull(), text: text('text').notNull(), createdAt: createdAt() });
`,
  'apps/server/src/modules/pinboard/index.ts': `/** Pinboard module: POST /pinboard/pins (records pinboard.pinAdded), GET /pinboard/pins/:id. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { createPinInputSchema, pinIdParamsSchema, pinSchema } from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { authOf, requirePermission } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import { pins } from './pinboard.table.ts';

/** Registers the pinboard routes. */
export function pinboardModule(api: FastifyInstance, deps: AppDeps): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const onRequest = requirePermission(deps.tokens, 'pin.manage');
  r.post('/pinboard/pins', {
    onRequest,
    schema: { body: createPinInputSchema, response: { 201: pinSchema } },
    handler: async (request, reply) => {
      const auth = authOf(request);
      const pin = await deps.db.transaction(async (tx) => {
        const [row] = await tx.insert(pins).values({ accountId: auth.accountId, text: request.body.text }).returning();
        await recordEvent(tx, { type: 'pinboard.pinAdded', accountId: auth.accountId, payload: { pinId: row!.id } });
        return row!;
      });
      return reply.status(201).send({ id: pin.id, text: pin.text });
    },
  });
  r.get('/pinboard/pins/:id', {
    onRequest,
    schema: { params: pinIdParamsSchema, response: { 200: pinSchema } },
    handler: async (request) => {
      const [pin] = await deps.db
        .select()
        .from(pins)
        .where(and(eq(pins.id, request.params.id), eq(pins.accountId, authOf(request).accountId)));
      if (!pin) throw new AppError('PIN_NOT_FOUND', 'Pin not found');
      return { id: pin.id, text: pin.text };
    },
  });
}
`,
  'apps/server/src/modules/pinboard/pinboard.test.ts': `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { outbox } from '../../platform/events/events.table.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let tenant: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { role: 'homeOwner' });
  other = await createUser(t, { role: 'propertyManager' });
  tenant = await createUser(t, { role: 'tenant' });
});
afterAll(() => t.close());

describe('pinboard', () => {
  it('pins a note, records its event, answers PIN_NOT_FOUND to another account and 403 to a role without pin.manage', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/pinboard/pins', headers: owner.headers, payload: { text: 'Fix the gate' } });
    expect(created.statusCode, created.body).toBe(201);
    const pin = json<{ id: string; text: string }>(created);
    const read = await t.app.inject({ method: 'GET', url: '/api/pinboard/pins/' + pin.id, headers: owner.headers });
    expect(json(read)).toEqual({ id: pin.id, text: 'Fix the gate' });
    const hidden = await t.app.inject({ method: 'GET', url: '/api/pinboard/pins/' + pin.id, headers: other.headers });
    expect(hidden.statusCode).toBe(404);
    expect(json(hidden)).toMatchObject({ code: 'PIN_NOT_FOUND' });
    const refused = await t.app.inject({ method: 'GET', url: '/api/pinboard/pins/' + pin.id, headers: tenant.headers });
    expect(refused.statusCode).toBe(403);
    const events = await t.deps.db.select().from(outbox).where(eq(outbox.type, 'pinboard.pinAdded'));
    expect(events.map((event) => event.payload)).toEqual([{ pinId: pin.id }]);
  });
});
`,
  'apps/web/src/features/pinboard/pinboard-icon.tsx': `/** The pinboard's nav icon, declared in its own folder. */
import { defineIcon } from '../../components/ui/icons.tsx';

export const IconPin = defineIcon(<path d="M12 17v5M5 17h14l-2-5V4H7v8l-2 5Z" />);
`,
  'apps/web/src/features/pinboard/modals/pin-details-modal.tsx': `import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function PinDetailsModal({ onClose, text }: StackedModalProps & { text: string }) {
  return (
    <div role="dialog" aria-label="Pin">
      <p>{text}</p>
      <button type="button" onClick={onClose}>Close</button>
    </div>
  );
}
`,
  'apps/web/src/features/pinboard/routes/pinboard-page.tsx': `import { useDispatch } from 'react-redux';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';

export default function PinboardPage() {
  const dispatch = useDispatch();
  return (
    <button type="button" onClick={() => dispatch(modalOpened({ name: modalNames.pinDetails, props: { text: 'Fix the gate' } }))}>
      Open pin
    </button>
  );
}
`,
  'apps/web/src/features/pinboard/index.ts': `/** Public surface of the pinboard feature: its screen, nav entry (own icon and path) and modal. */
import { lazy } from 'react';
import { rolesAllowed } from '@lintel/shared';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { page } from '../../lib/app-feature.tsx';
import { IconPin } from './pinboard-icon.tsx';

export const pinboardPaths = { pinboard: '/pinboard' } as const;

const PinboardPage = lazy(() => import('./routes/pinboard-page.tsx'));

const modals = { pinDetails: lazy(() => import('./modals/pin-details-modal.tsx')) };
declare module '../../components/ui/modal-stack/modal-names.ts' {
  interface FeatureModals {
    pinboard: typeof modals;
  }
}

export const pinboardFeature: AppFeature = {
  name: 'pinboard',
  appRoutes: [{ path: pinboardPaths.pinboard, element: page(PinboardPage) }],
  nav: [{ to: pinboardPaths.pinboard, label: 'Pinboard', icon: IconPin, roles: rolesAllowed('pin.manage') }],
  modals,
};
`,
};

/** Written after the touched files are listed: the harness's checks, not part of the area. */
const checks: Record<string, string> = {
  'apps/web/src/app/add-area-check.test.tsx': `import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, matchRoutes, Outlet, RouterProvider } from 'react-router';
import { makeStore } from '../test/render.tsx';
import { ModalHost } from '../components/ui/modal-stack/modal-host.tsx';
import { modalOpened } from '../components/ui/modal-stack/modal-stack-slice.ts';
import { appFeatures, featureCatalogue } from './features.ts';
import { modalRegistry } from './modal-registry.ts';

describe('the added pinboard area', () => {
  it('has a nav entry that routes, and its modal opens by name through the app registry', async () => {
    const entry = featureCatalogue.nav.find((nav) => nav.label === 'Pinboard');
    expect(entry?.to).toBe('/pinboard');
    expect(matchRoutes(appFeatures.flatMap((feature) => feature.appRoutes ?? []), '/pinboard')?.length).toBeGreaterThan(0);
    const store = makeStore();
    const router = createMemoryRouter([{ element: <><Outlet /><ModalHost registry={modalRegistry} /></>, children: [{ path: '/', element: <p>home</p> }] }]);
    render(<Provider store={store}><RouterProvider router={router} /></Provider>);
    act(() => {
      store.dispatch(modalOpened({ name: 'pinDetails', props: { text: 'Fix the gate' } }));
    });
    expect((await screen.findByRole('dialog', { name: 'Pin' })).textContent).toContain('Fix the gate');
  });
});
`,
  'apps/web/tsconfig.add-area.json': JSON.stringify({ extends: './tsconfig.json', include: ['src/features/pinboard', 'src/lib/redux-hooks.ts'] }),
  'apps/server/tsconfig.add-area.json': JSON.stringify({ extends: './tsconfig.json', include: ['src/modules/pinboard'] }),
};

let outer: string;
let copy: string;

/** Inserts `line` after the last top-level import of `text`. */
function afterImports(text: string, line: string): string {
  const lines = text.split('\n');
  const last = lines.reduce((found, current, index) => (/^import .* from '.*';$/.test(current) ? index : found), -1);
  lines.splice(last + 1, 0, line);
  return lines.join('\n');
}

/** Content hash of every file under the copied folders (relative path → sha1). */
function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (relative: string) => {
    const absolute = path.join(copy, relative);
    if (!existsSync(absolute)) return;
    const entries = readdirSync(absolute, { withFileTypes: true });
    for (const entry of entries) {
      const child = path.posix.join(relative, entry.name);
      if (entry.name === 'node_modules') continue;
      if (entry.isDirectory()) walk(child);
      else files.set(child, createHash('sha1').update(readFileSync(path.join(copy, child))).digest('hex'));
    }
  };
  for (const dir of ['packages', 'apps', 'scripts']) walk(dir);
  for (const file of ['package.json', 'tsconfig.base.json', 'vitest.config.ts']) files.set(file, createHash('sha1').update(readFileSync(path.join(copy, file))).digest('hex'));
  return files;
}

/** Runs a command in the copy; throws with its output when it fails. */
function run(command: string, args: string[], cwd = copy): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}\n${failed.message}`, { cause: error });
  }
}

const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
let changed: string[];

beforeAll(() => {
  outer = mkdtempSync(path.join(tmpdir(), 'lintel-add-area-'));
  copy = path.join(outer, 'repo');
  for (const entry of copied) cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  // node_modules: the repository's packages, but @lintel/* resolved inside the copy.
  mkdirSync(path.join(copy, 'node_modules/@lintel'), { recursive: true });
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '@lintel') symlinkSync(path.join(root, 'node_modules', entry), path.join(copy, 'node_modules', entry));
  }
  for (const [name, dir] of [['shared', 'packages/shared'], ['server', 'apps/server'], ['web', 'apps/web']]) {
    symlinkSync(path.join(copy, dir!), path.join(copy, 'node_modules/@lintel', name!));
  }
  for (const app of ['apps/server', 'apps/web']) symlinkSync(path.join(root, app, 'node_modules'), path.join(copy, app, 'node_modules'));

  const before = snapshot();
  for (const [file, text] of Object.entries(area)) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    writeFileSync(path.join(copy, file), text);
  }
  // Central line 1: the module list.
  const moduleList = path.join(copy, 'apps/server/src/modules/index.ts');
  let modules = afterImports(readFileSync(moduleList, 'utf8'), "import { pinboardModule } from './pinboard/index.ts';");
  modules = modules.replace(/\n}\n?$/, '\n  pinboardModule(api, deps);\n}\n');
  writeFileSync(moduleList, modules);
  // Central line 3: the feature list.
  const featureList = path.join(copy, 'apps/web/src/app/features.ts');
  const features = afterImports(readFileSync(featureList, 'utf8'), "import { pinboardFeature } from '../features/pinboard/index.ts';");
  writeFileSync(featureList, features.replace(/(export const appFeatures[^=]*= \[[\s\S]*?)\n\];/, '$1\n  pinboardFeature,\n];'));
  // What a developer runs: the merged tables, then central line 2, the migration.
  run(process.execPath, ['scripts/generate-tables.mjs']);
  run(bin('drizzle-kit'), ['generate'], path.join(copy, 'apps/server'));

  const after = snapshot();
  changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort();
  for (const [file, text] of Object.entries(checks)) writeFileSync(path.join(copy, file), text);
}, 300_000);

afterAll(() => {
  if (outer) rmSync(outer, { recursive: true, force: true });
});

describe('adding an area (ARCHITECTURE.md)', { timeout: 600_000 }, () => {
  it('touches its three folders, the module list, the feature list and a migration, and nothing else', () => {
    const allowed = [
      /^packages\/shared\/src\/pinboard\//,
      /^apps\/server\/src\/modules\/pinboard\//,
      /^apps\/web\/src\/features\/pinboard\//,
      /^apps\/server\/src\/modules\/index\.ts$/,
      /^apps\/web\/src\/app\/features\.ts$/,
      /^apps\/server\/src\/db\/migrations\//,
      /^packages\/shared\/src\/(.+\/)?[^/]+\.generated\.ts$/,
    ];
    expect(changed.filter((file) => !allowed.some((pattern) => pattern.test(file)))).toEqual([]);
    // Each part was really touched (the migration creates the table).
    for (const pattern of allowed) expect(changed.some((file) => pattern.test(file)), String(pattern)).toBe(true);
    const migration = changed.find((file) => file.endsWith('.sql'));
    expect(readFileSync(path.join(copy, migration!), 'utf8')).toContain('CREATE TABLE "pins"');
  });

  it("works: the area's route, error code and event type on the server, its modal and nav entry on the web", () => {
    run(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', 'apps/server/src/modules/pinboard', 'apps/web/src/app/add-area-check.test.tsx']);
  });

  it("typechecks: the area's files, with its modal name typed through the feature's declaration", async () => {
    const tsc = async (project: string) => {
      try {
        await promisify(execFile)(bin('tsc'), ['-p', project, '--noEmit'], { cwd: copy, maxBuffer: 64 * 1024 * 1024 });
        return '';
      } catch (error) {
        return `${project}: ${(error as { stdout?: string }).stdout ?? String(error)}`;
      }
    };
    expect(await Promise.all([tsc('apps/web/tsconfig.add-area.json'), tsc('apps/server/tsconfig.add-area.json')])).toEqual(['', '']);
  });
});
