import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  chooseOption,
  initialChoices,
  type Addon,
  type Choices,
  type CreateProjectModelInput,
  type Layout,
  type ProjectModel,
  type ProjectModelGroupsResponse,
  type ProjectTypeKey,
  type Question,
} from '@lintel/shared';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createUser, uploadFile, type TestUser } from '../../test/factories.ts';
import { projectModels } from './configurator.table.ts';

let t: TestApp;
let owner: TestUser;
let manager: TestUser;
let other: TestUser;
let provider: TestUser;
let tenant: TestUser;
const catalogue = {} as Record<ProjectTypeKey, Question[]>;
let addons: Addon[];

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { role: 'homeOwner' });
  manager = await createUser(t, { role: 'propertyManager' });
  other = await createUser(t, { role: 'homeOwner' });
  provider = await createUser(t, { role: 'serviceProvider' });
  tenant = await createUser(t, { role: 'tenant' });
  for (const type of ['window', 'exteriorDoor', 'garageDoor'] as const) {
    catalogue[type] = (await t.app.inject({ method: 'GET', url: `/api/questions?type=${type}` })).json().questions;
  }
  addons = (await t.app.inject({ method: 'GET', url: '/api/addons' })).json().addons;
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: unknown) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });

function optionId(type: ProjectTypeKey, key: string, optionKey: string): number {
  for (const question of catalogue[type]) {
    for (const candidate of [question, ...question.children]) {
      if (candidate.metadata.key !== key) continue;
      const found = candidate.questionOptions.find((option) => option.metadata.key === optionKey);
      if (found) return found.id;
    }
  }
  throw new Error(`no ${key}.${optionKey}`);
}
/** Answers as the web app would make them: initial choices, then the shared rules per answer. */
function answers(type: ProjectTypeKey, ...steps: Array<[string, string]>): Choices {
  return steps.reduce(
    (choices, [key, option]) => chooseOption(type, catalogue[type], choices, key, optionId(type, key, option)),
    initialChoices(type, catalogue[type]),
  );
}
const addonId = (name: string) => addons.find((addon) => addon.name === name)!.id;

const casementWindow = (overrides: Partial<CreateProjectModelInput> = {}): CreateProjectModelInput => ({
  projectType: 'window',
  choices: answers('window', ['OPENING_TYPE', 'casement'], ['FRAME_TYPE', 'wood'], ['GRID_PATTERN', 'colonial']),
  properties: { size: { width: 30, height: 48 }, addons: [addonId('Insect screen')] },
  modelProperties: { room: 'Kitchen', floor: 'First' },
  ...overrides,
});
const create = async (user: TestUser, input: CreateProjectModelInput = casementWindow()) => {
  const response = await inject('POST', '/api/project-models', user, input);
  if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
  return json<ProjectModel>(response);
};

describe('POST /project-models (spec points 3, 4, 7)', () => {
  it('creates a CARD_DRAFT with answers rebuilt from the catalogue and the price recomputed', async () => {
    const input = casementWindow({ uuid: 'cart-1', name: 'Kitchen window' });
    const lying = structuredClone(input);
    lying.choices!.FRAME_TYPE!.option.price = 0;
    lying.choices!.FRAME_TYPE!.option.name = 'Free frame';
    const response = await inject('POST', '/api/project-models', owner, lying);
    expect(response.statusCode).toBe(201);
    const model = json<ProjectModel>(response);
    expect(model).toMatchObject({
      uuid: 'cart-1',
      projectType: 'window',
      name: 'Kitchen window',
      status: 'CARD_DRAFT',
      isHandleLockNeeded: true,
      properties: { openingSide: 'left', size: { width: 30, height: 48 }, isNonStandardLayout: false },
      modelProperties: { room: 'Kitchen', floor: 'First', files: [] },
    });
    expect(model.choices.FRAME_TYPE!.option).toEqual(input.choices!.FRAME_TYPE!.option);
    expect(model.choices.WOOD_COLOR!.isAutoChanged).toBe(true);
    expect(model.choices.GRID_TYPE).toBeDefined();
    // 180 base + casement 60 + wood 260 + natural pine 0 + colonial 45 + gbg 0 + glass 0 + 30×48/144 = 10 sq ft × 22.50 + screen 35
    expect(model.priceEstimate).toBe(180 + 60 + 260 + 45 + 225 + 35);
  });

  it('a homeowner or a manager gets a new uuid when none is sent, and files of their own attach', async () => {
    const photo = await uploadFile(t, manager);
    const model = await create(manager, casementWindow({ properties: { files: [photo.id], size: { width: null, height: null } } }));
    expect(model.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(model.properties.files[0]).toMatchObject({ id: photo.id, url: expect.any(String) });
  });

  it('422 with details: unknown answers, foreign options, add-ons of another type, out-of-range door size, bad shapes', async () => {
    const foreign = casementWindow();
    foreign.choices!.STYLE = { ...foreign.choices!.FRAME_TYPE!, questionKey: 'STYLE' };
    foreign.choices!.GLASS_TYPE = { ...foreign.choices!.GLASS_TYPE!, option: { ...foreign.choices!.GLASS_TYPE!.option, id: 999999 } };
    const response = await inject('POST', '/api/project-models', owner, { ...foreign, properties: { addons: [addonId('Smart opener with Wi-Fi')] } });
    expect(response.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(response).details.map((detail) => detail.path).sort()).toEqual([
      'choices.GLASS_TYPE.option.id',
      'choices.STYLE',
      'properties.addons',
    ]);

    const door = { projectType: 'exteriorDoor' as const, choices: answers('exteriorDoor', ['TYPES', 'doubleDoor']), properties: { size: { width: 36, height: 80 } } };
    const tooNarrow = await inject('POST', '/api/project-models', owner, door);
    expect(tooNarrow.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string; message: string }> }>(tooNarrow).details[0]).toEqual({
      path: 'properties.size',
      message: 'Double door width must be 64" to 74" and height 80" to 96"',
    });
    expect((await inject('POST', '/api/project-models', owner, { ...door, properties: { size: { width: 70, height: 80 } } })).statusCode).toBe(201);

    for (const bad of [{}, { projectType: 'roof' }, { projectType: 'window', properties: { size: { width: 'wide', height: 1 } } }, { projectType: 'window', properties: { openingSide: 'LEFT' } }]) {
      const result = await inject('POST', '/api/project-models', owner, bad);
      expect(result.statusCode, JSON.stringify(bad)).toBe(422);
      expect(json<{ details: unknown[] }>(result).details.length).toBeGreaterThan(0);
    }
  });

  it("422 for another account's file, 409 for a uuid already used, 401 signed out, 403 for a service provider or tenant", async () => {
    const theirPhoto = await uploadFile(t, other);
    const withTheirs = await inject('POST', '/api/project-models', owner, casementWindow({ modelProperties: { files: [theirPhoto.id] } }));
    expect(withTheirs.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(withTheirs).details[0]!.path).toBe('modelProperties.files');
    await create(owner, casementWindow({ uuid: 'dup-1' }));
    expect((await inject('POST', '/api/project-models', owner, casementWindow({ uuid: 'dup-1' }))).statusCode).toBe(409);
    expect((await inject('POST', '/api/project-models', other, casementWindow({ uuid: 'dup-1' }))).statusCode).toBe(201);
    expect((await inject('POST', '/api/project-models', undefined, casementWindow())).statusCode).toBe(401);
    expect((await inject('POST', '/api/project-models', provider, casementWindow())).statusCode).toBe(403);
    expect((await inject('POST', '/api/project-models', tenant, casementWindow())).statusCode).toBe(403);
  });
});

describe('PUT and DELETE /project-models/{id}', () => {
  it('updates answers, properties and the estimate; the status only moves forward', async () => {
    const model = await create(owner);
    const layout: Layout = json<{ availableOptions: Layout[] }>(
      await inject('POST', '/api/project-models/layout-options', undefined, { width: 60, height: 48, openingType: 'casement' }),
    ).availableOptions[0]!;
    const response = await inject('PUT', `/api/project-models/${model.id}`, owner, {
      name: 'Bay nook',
      properties: { size: { width: 60, height: 48 }, layouts: [layout], activeLayoutId: layout.id },
    });
    expect(response.statusCode).toBe(200);
    const updated = json<ProjectModel>(response);
    expect(updated).toMatchObject({ name: 'Bay nook', properties: { activeLayoutId: layout.id, addons: [] } });
    // 180 + 60 + 260 + 45 + 60×48/144 = 20 sq ft × 22.50 + 2-panel layout 45
    expect(updated.priceEstimate).toBe(180 + 60 + 260 + 45 + 450 + 45);
    expect((await inject('PUT', `/api/project-models/${model.id}`, owner, { status: 'SAVED' })).statusCode).toBe(200);
    const back = await inject('PUT', `/api/project-models/${model.id}`, owner, { status: 'CARD_DRAFT' });
    expect(back.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(back).details[0]!.path).toBe('status');
    const unknownLayout = await inject('PUT', `/api/project-models/${model.id}`, owner, { properties: { layouts: [{ ...layout, id: 9999 }], activeLayoutId: 9999 } });
    expect(unknownLayout.statusCode).toBe(422);
  });

  it("404 for another account's model, 401, 403, 422 for a bad id; delete removes", async () => {
    const model = await create(owner);
    expect((await inject('PUT', `/api/project-models/${model.id}`, other, { name: 'x' })).statusCode).toBe(404);
    expect(json<{ code: string }>(await inject('DELETE', `/api/project-models/${model.id}`, other)).code).toBe('PROJECT_MODEL_NOT_FOUND');
    expect((await inject('PUT', `/api/project-models/${model.id}`, undefined, { name: 'x' })).statusCode).toBe(401);
    expect((await inject('DELETE', `/api/project-models/${model.id}`, provider)).statusCode).toBe(403);
    expect((await inject('PUT', '/api/project-models/nope', owner, { name: 'x' })).statusCode).toBe(422);
    expect((await inject('PUT', `/api/project-models/${model.id}`, owner, { colour: 'red' })).statusCode).toBe(422);
    expect((await inject('DELETE', `/api/project-models/${model.id}`, owner)).statusCode).toBe(204);
    expect((await inject('DELETE', `/api/project-models/${model.id}`, owner)).statusCode).toBe(404);
  });
});

describe('GET /project-models/groups/{status}, PUT /project-models/save', () => {
  it('4: groups keyed by project type; save turns CARD_DRAFT into SAVED', async () => {
    const user = await createUser(t, { role: 'homeOwner' });
    const window = await create(user);
    const garage = await create(user, { projectType: 'garageDoor', choices: answers('garageDoor', ['TYPES', 'doubleCarPassDoorWindows']) });
    const drafts = json<ProjectModelGroupsResponse>(await inject('GET', '/api/project-models/groups/CARD_DRAFT', user)).groups;
    expect(Object.keys(drafts)).toEqual(['window', 'exteriorDoor', 'garageDoor']);
    expect(drafts.window.models.map((model) => model.id)).toEqual([window.id]);
    expect(drafts.garageDoor).toMatchObject({ label: 'Garage Door', models: [{ id: garage.id }] });
    expect(drafts.exteriorDoor.models).toEqual([]);

    const saved = await inject('PUT', '/api/project-models/save', user, { ids: [window.id, garage.id] });
    expect(saved.statusCode).toBe(200);
    expect(json<{ projectModels: ProjectModel[] }>(saved).projectModels.map((model) => model.status)).toEqual(['SAVED', 'SAVED']);
    const active = json<ProjectModelGroupsResponse>(await inject('GET', '/api/project-models/groups/active', user)).groups;
    expect(active.window.models).toHaveLength(1);
    expect(json<ProjectModelGroupsResponse>(await inject('GET', '/api/project-models/groups/CARD_DRAFT', user)).groups.window.models).toEqual([]);
    expect(json<ProjectModelGroupsResponse>(await inject('GET', '/api/project-models/groups/quoteRequested', user)).groups.window.models).toEqual([]);
  });

  it('docs/performance-budgets.md#lists: a groups page is a fixed number of queries whatever its length (no N+1)', async () => {
    const user = await createUser(t, { role: 'homeOwner' });
    const photo = await uploadFile(t, user);
    await create(user, casementWindow({ properties: { files: [photo.id] } }));
    await inject('GET', '/api/project-models/groups/CARD_DRAFT', user);
    t.queries.length = 0;
    await inject('GET', '/api/project-models/groups/CARD_DRAFT', user);
    const few = t.queries.length;
    for (let i = 0; i < 4; i += 1) await create(user, casementWindow({ properties: { files: [photo.id] } }));
    t.queries.length = 0;
    const response = await inject('GET', '/api/project-models/groups/CARD_DRAFT', user);
    expect(json<ProjectModelGroupsResponse>(response).groups.window.models).toHaveLength(5);
    expect(t.queries.length).toBe(few);
    expect(few).toBeLessThanOrEqual(3);
  });

  it('spec points 2 and 9: pages of 10 models newest first across the groups, with pagination; 422 for a bad page', async () => {
    const user = await createUser(t, { role: 'homeOwner' });
    const made: ProjectModel[] = [];
    for (let i = 0; i < 12; i += 1) {
      made.push(
        i % 4 === 3
          ? await create(user, { projectType: 'garageDoor', name: `Model ${i}`, choices: answers('garageDoor', ['TYPES', 'doubleCarPassDoorWindows']) })
          : await create(user, casementWindow({ name: `Model ${i}` })),
      );
    }
    const page = async (query: string) => json<ProjectModelGroupsResponse>(await inject('GET', `/api/project-models/groups/CARD_DRAFT${query}`, user));
    const ids = (response: ProjectModelGroupsResponse) => Object.values(response.groups).flatMap((group) => group.models.map((model) => model.id));
    const first = await page('');
    expect(first.pagination).toEqual({ page: 1, pageSize: 10, total: 12, totalPages: 2 });
    const second = await page('?page=2');
    expect(ids(second).sort()).toEqual([made[1]!.id, made[0]!.id].sort());
    expect([...ids(first), ...ids(second)].sort()).toEqual(made.map((model) => model.id).sort());
    expect(second.groups.garageDoor.models).toEqual([]);
    expect((await inject('GET', '/api/project-models/groups/CARD_DRAFT?page=0', user)).statusCode).toBe(422);
    expect((await inject('GET', '/api/project-models/groups/CARD_DRAFT?pageSize=abc', user)).statusCode).toBe(422);
  });

  it("groups never show another account's models; save with another account's id is a 404 and changes nothing", async () => {
    const mine = await create(owner);
    const theirs = await create(other);
    const groups = json<ProjectModelGroupsResponse>(await inject('GET', '/api/project-models/groups/CARD_DRAFT', other)).groups;
    expect(groups.window.models.map((model) => model.id)).not.toContain(mine.id);
    const response = await inject('PUT', '/api/project-models/save', owner, { ids: [mine.id, theirs.id] });
    expect(response.statusCode).toBe(404);
    const [row] = await t.deps.db.select().from(projectModels).where(eq(projectModels.id, mine.id));
    expect(row!.status).toBe('CARD_DRAFT');
  });

  it('422 for an unknown group status or empty ids; 401; 403', async () => {
    expect((await inject('GET', '/api/project-models/groups/everything', owner)).statusCode).toBe(422);
    expect((await inject('PUT', '/api/project-models/save', owner, { ids: [] })).statusCode).toBe(422);
    expect((await inject('GET', '/api/project-models/groups/all')).statusCode).toBe(401);
    expect((await inject('GET', '/api/project-models/groups/all', tenant)).statusCode).toBe(403);
    expect((await inject('PUT', '/api/project-models/save', provider, { ids: ['01900000-0000-7000-8000-000000000000'] })).statusCode).toBe(403);
  });
});

describe('POST /project-models/multiple/{status} (spec point 4: the cart, all or nothing)', () => {
  it('4: creates every cart model with the status of the path', async () => {
    const user = await createUser(t, { role: 'homeOwner' });
    const response = await inject('POST', '/api/project-models/multiple/CARD_DRAFT', user, [
      casementWindow({ uuid: 'c-1' }),
      { projectType: 'exteriorDoor', uuid: 'c-2', choices: answers('exteriorDoor', ['STYLE', 'woodMahoganyTwoPanel']), properties: { isHandleAndLockNeeded: false } },
    ]);
    expect(response.statusCode).toBe(201);
    const created = json<{ projectModels: ProjectModel[] }>(response).projectModels;
    expect(created.map((model) => [model.uuid, model.status])).toEqual([
      ['c-1', 'CARD_DRAFT'],
      ['c-2', 'CARD_DRAFT'],
    ]);
    expect(created[1]!.isHandleLockNeeded).toBe(false);
    // door: 450 base + solid single 0 + mahogany 780 + natural 0 (handle set, lock and finish do not count)
    expect(created[1]!.priceEstimate).toBe(450 + 780);
  });

  it('4: one bad model leaves nothing written (422 naming its index), duplicate uuids are refused', async () => {
    const user = await createUser(t, { role: 'homeOwner' });
    const bad = casementWindow({ uuid: 'b-2' });
    bad.choices!.GRID_TYPE = { ...bad.choices!.GRID_TYPE!, option: { ...bad.choices!.GRID_TYPE!.option, id: 424242 } };
    const response = await inject('POST', '/api/project-models/multiple/SAVED', user, [casementWindow({ uuid: 'b-1' }), bad]);
    expect(response.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(response).details[0]!.path).toBe('1.choices.GRID_TYPE.option.id');
    const rows = await t.deps.db.select().from(projectModels).where(eq(projectModels.accountId, user.id));
    expect(rows).toEqual([]);
    const twice = await inject('POST', '/api/project-models/multiple/SAVED', user, [casementWindow({ uuid: 'same' }), casementWindow({ uuid: 'same' })]);
    expect(twice.statusCode).toBe(422);
    expect((await t.deps.db.select().from(projectModels).where(eq(projectModels.accountId, user.id))).length).toBe(0);
  });

  it('422 for an empty cart or a DONE status; 401; 403', async () => {
    expect((await inject('POST', '/api/project-models/multiple/CARD_DRAFT', owner, [])).statusCode).toBe(422);
    expect((await inject('POST', '/api/project-models/multiple/DONE', owner, [casementWindow()])).statusCode).toBe(422);
    expect((await inject('POST', '/api/project-models/multiple/CARD_DRAFT', undefined, [casementWindow()])).statusCode).toBe(401);
    expect((await inject('POST', '/api/project-models/multiple/CARD_DRAFT', provider, [casementWindow()])).statusCode).toBe(403);
  });
});
