import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  configuratorSteps,
  initialChoices,
  projectTypeKeys,
  questionKeys,
  type Addon,
  type Layout,
  type ProjectType,
  type Question,
} from '@lintel/shared';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, type TestUser } from '../../test/factories.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let tenant: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { role: 'homeOwner' });
  other = await createUser(t, { role: 'homeOwner' });
  tenant = await createUser(t, { role: 'tenant' });
});
afterAll(() => t.close());

const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
const questionsOf = async (type: string) => json<{ questions: Question[] }>(await get(`/api/questions?type=${type}`)).questions;

describe('GET /questions (spec points 2, 3, 7)', () => {
  it.each(projectTypeKeys)('7: %s questions cover its point 2 steps, signed out, with options, pictures and flags', async (type) => {
    const response = await get(`/api/questions?type=${type}`);
    expect(response.statusCode).toBe(200);
    const questions = json<{ questions: Question[] }>(response).questions;
    const keys = questions.flatMap((question) => [question.metadata.key, ...question.children.map((child) => child.metadata.key)]);
    for (const step of configuratorSteps[type].filter((step) => step !== 'SUMMARY' && step !== 'LAYOUT')) expect(keys, step).toContain(step);
    for (const question of questions) {
      expect(question.projectType).toBe(type);
      // Questions with options (free-input ones have none) preselect exactly one.
      for (const candidate of [question, ...question.children].filter((entry) => entry.questionOptions.length > 0)) {
        expect(candidate.questionOptions.filter((option) => option.metadata.defaultSelected), candidate.metadata.key).toHaveLength(1);
        for (const option of candidate.questionOptions) {
          expect(option.picture?.url).toMatch(/^(data:image\/svg\+xml,|\/catalogue\/)/);
          expect(option.metadata.key).toBeTruthy();
        }
      }
    }
  });

  it('3: exterior door styles by material, type flags, grouped handle & lock; window opening types', async () => {
    const door = await questionsOf('exteriorDoor');
    const style = door.find((question) => question.metadata.key === questionKeys.STYLE)!;
    expect(new Set(style.questionOptions.map((option) => option.metadata.material))).toEqual(new Set(['steel', 'fiberglass', 'wood']));
    const types = door.find((question) => question.metadata.key === questionKeys.TYPES)!;
    expect(types.questionOptions.some((option) => option.metadata.hasSideLight && option.metadata.hasTransom)).toBe(true);
    expect(types.questionOptions.some((option) => option.metadata.key.toLowerCase().includes('double'))).toBe(true);
    const handleAndLock = door.find((question) => question.metadata.key === questionKeys.HANDLE_AND_LOCK)!;
    expect(handleAndLock.children.map((child) => child.metadata.key).sort()).toEqual(['HANDLE', 'HANDLE_AND_LOCK_SET', 'LOCK']);
    const window = await questionsOf('window');
    const opening = window.find((question) => question.metadata.key === questionKeys.OPENING_TYPE)!;
    expect(opening.questionOptions.map((option) => option.metadata.key)).toEqual(
      expect.arrayContaining(['casement', 'awning', 'doubleHung', 'singleHung', 'slider', 'picture', 'bay', 'bow', 'hopper']),
    );
    // The seeded defaults are consistent with the spec point 4 initial choices.
    expect(Object.keys(initialChoices('window', window))).not.toContain('WOOD_COLOR');
  });

  it('422 with details for a missing or unknown type', async () => {
    for (const url of ['/api/questions', '/api/questions?type=patio']) {
      const response = await get(url);
      expect(response.statusCode).toBe(422);
      expect(json<{ code: string; details: unknown[] }>(response)).toMatchObject({ code: 'VALIDATION_FAILED', details: expect.any(Array) });
    }
  });
});

describe('GET /questions/get-by-name/{name} (spec point 7)', () => {
  it("7: 'opening' returns the opening types of windows and garage doors; 'types' the door types", async () => {
    const opening = json<{ questions: Question[] }>(await get('/api/questions/get-by-name/opening'));
    expect(opening.questions.map((question) => question.projectType).sort()).toEqual(['garageDoor', 'window']);
    const types = json<{ questions: Question[] }>(await get('/api/questions/get-by-name/types?type=exteriorDoor'));
    expect(types.questions).toHaveLength(1);
    expect(types.questions[0]!.metadata.key).toBe('TYPES');
  });
  it('404 for an unknown name; 422 for a bad type', async () => {
    expect((await get('/api/questions/get-by-name/chimney')).statusCode).toBe(404);
    expect(json<{ code: string }>(await get('/api/questions/get-by-name/chimney')).code).toBe('QUESTION_NOT_FOUND');
    expect((await get('/api/questions/get-by-name/types?type=boat')).statusCode).toBe(422);
  });
});

describe('GET /project-types and GET /addons (spec point 7)', () => {
  it('7: getAll=true lists every trade with isMainTrade and a last-updated date; otherwise the main trades', async () => {
    const all = json<{ projectTypes: ProjectType[] }>(await get('/api/project-types?getAll=true')).projectTypes;
    expect(all.length).toBeGreaterThan(3);
    expect(all.filter((type) => type.isConfigurable).map((type) => type.key)).toEqual(['window', 'exteriorDoor', 'garageDoor']);
    expect(all[0]).toMatchObject({ isMainTrade: true, updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), basePrice: 180 });
    const main = json<{ projectTypes: ProjectType[] }>(await get('/api/project-types')).projectTypes;
    expect(main.every((type) => type.isMainTrade)).toBe(true);
    expect((await get('/api/project-types?getAll=maybe')).statusCode).toBe(422);
  });

  it('7: add-ons, all or for one project type', async () => {
    const all = json<{ addons: Addon[] }>(await get('/api/addons')).addons;
    const garage = json<{ addons: Addon[] }>(await get('/api/addons?type=garageDoor')).addons;
    expect(all.length).toBeGreaterThan(garage.length);
    expect(garage.every((addon) => addon.projectTypes.includes('garageDoor'))).toBe(true);
    expect(garage.map((addon) => addon.name)).toContain('Smart opener with Wi-Fi');
    expect((await get('/api/addons?type=roof')).statusCode).toBe(422);
  });
});

describe('POST /project-models/layout-options (spec points 4, 7)', () => {
  const lookup = (payload: object) => t.app.inject({ method: 'POST', url: '/api/project-models/layout-options', payload });

  it('7: the layouts of the opening type whose size range fits, signed out', async () => {
    const response = await lookup({ width: 60, height: 48, openingType: 'casement' });
    expect(response.statusCode).toBe(200);
    const layouts = json<{ availableOptions: Layout[] }>(response).availableOptions;
    expect(layouts.map((layout) => layout.panelsCount)).toEqual(['2', '3', '4']);
    for (const layout of layouts) {
      expect(layout.openingType).toBe('casement');
      expect(layout.sizeRange!.minWidth).toBeLessThanOrEqual(60);
      expect(layout.icon?.url).toMatch(/^data:image\/svg\+xml,/);
    }
  });

  it('4: none when the size fits no standard layout', async () => {
    expect(json<{ availableOptions: Layout[] }>(await lookup({ width: 400, height: 48, openingType: 'casement' })).availableOptions).toEqual([]);
    expect(json<{ availableOptions: Layout[] }>(await lookup({ width: 30, height: 30, openingType: 'skylight' })).availableOptions).toEqual([]);
  });

  it('422 with details for a missing or non-numeric size', async () => {
    const response = await lookup({ width: '60', openingType: 'casement' });
    expect(response.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(response).details.length).toBeGreaterThan(0);
  });
});

describe('GET /houses/{id} (spec point 7)', () => {
  it("7: the caller's property as a house with its rooms", async () => {
    const property = await createProperty(t, owner, { nickname: 'Birch House', type: 'singleFamily', roomsDetails: { bedroom: 3, bathroom: 2, den: 0 } });
    await t.app.inject({ method: 'POST', url: `/api/properties/${property.id}/rooms`, headers: owner.headers, payload: { name: 'Kitchen' } });
    const response = await get(`/api/houses/${property.id}`, owner);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      house: { id: property.id, nickname: 'Birch House', address: '1420 Maple Avenue, Portland, OR, 97205', rooms: [{ name: 'Kitchen' }] },
    });
  });
  it("401 signed out, 404 for another account's property, 403 for a tenant, 422 for a bad id", async () => {
    const property = await createProperty(t, owner);
    expect((await get(`/api/houses/${property.id}`)).statusCode).toBe(401);
    const theirs = await get(`/api/houses/${property.id}`, other);
    expect(theirs.statusCode).toBe(404);
    expect(json<{ code: string }>(theirs).code).toBe('HOUSE_NOT_FOUND');
    expect((await get(`/api/houses/${property.id}`, tenant)).statusCode).toBe(403);
    expect((await get('/api/houses/not-a-uuid', owner)).statusCode).toBe(422);
  });
});
