/** Spec point 4: widget visibility and layout change at once in the cache and are put back on failure. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserWidgetsResponse, Widget } from '@lintel/shared';
import { jsonResponse, makeStore } from '../../../test/render.tsx';
import { applyWrap, dashboardApi } from './dashboard-api.ts';

afterEach(() => vi.unstubAllGlobals());

const widget = (key: Widget['key'], position: number, overrides: Partial<Widget> = {}): Widget => ({
  id: `00000000-0000-7000-8000-00000000000${position}`,
  key,
  isVisible: true,
  height: 8,
  position,
  ...overrides,
});
const items = [widget('propertyStatistics', 0), widget('unpaidRent', 1), widget('contacts', 2)];

/** A store holding `items` as the user's widgets, and a fetch whose answer the test releases. */
async function loaded(answer: (url: string, init?: RequestInit) => Response) {
  const store = makeStore();
  await store.dispatch(dashboardApi.util.upsertQueryData('userWidgets', undefined, { widgets: items } as UserWidgetsResponse));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    await held;
    return answer(String(url), init);
  }));
  const cached = () => dashboardApi.endpoints.userWidgets.select()(store.getState()).data!.widgets;
  return { store, release, cached };
}
const failure = () => jsonResponse(500, { statusCode: 500, code: 'INTERNAL', error: 'Internal Server Error', message: 'Database unavailable' });

describe('dashboard widgets in the data cache (spec point 4: toggled optimistically, reverted on failure)', () => {
  it('hides a widget at once and shows it again when the call fails', async () => {
    const { store, release, cached } = await loaded(failure);
    const call = store.dispatch(dashboardApi.endpoints.toggleWidgetVisibility.initiate({ id: items[1]!.id, isVisible: false }));
    await vi.waitFor(() => expect(cached()[1]!.isVisible).toBe(false));
    release();
    await call;
    expect(cached()[1]!.isVisible).toBe(true);
  });

  it('keeps the change when the call succeeds', async () => {
    const { store, release, cached } = await loaded(() => jsonResponse(200, { ...items[0]!, isVisible: false }));
    const call = store.dispatch(dashboardApi.endpoints.toggleWidgetVisibility.initiate({ id: items[0]!.id, isVisible: false }));
    release();
    await call;
    expect(cached()[0]!.isVisible).toBe(false);
  });

  it('shows a new order at once and puts the old one back when saving fails', async () => {
    const { store, release, cached } = await loaded(failure);
    const call = store.dispatch(dashboardApi.endpoints.wrapWidgets.initiate({ widgets: [{ id: items[2]!.id, height: 12 }] }));
    await vi.waitFor(() => expect(cached().map((item) => item.key)).toEqual(['contacts', 'propertyStatistics', 'unpaidRent']));
    expect(cached()[0]).toMatchObject({ height: 12, position: 0 });
    release();
    await call;
    expect(cached()).toEqual(items);
  });

  it("takes the server's order and heights after a save, keeping the visibility shown", async () => {
    const answer = { widgets: [widget('contacts', 0, { id: items[2]!.id, height: 10 }), { ...items[0]!, position: 1 }, { ...items[1]!, position: 2 }] };
    const { store, release, cached } = await loaded(() => jsonResponse(200, answer));
    const call = store.dispatch(dashboardApi.endpoints.wrapWidgets.initiate({ widgets: [{ id: items[2]!.id, height: 12 }] }));
    release();
    await call;
    expect(cached().map((item) => [item.key, item.height])).toEqual([['contacts', 10], ['propertyStatistics', 8], ['unpaidRent', 8]]);
  });

  it('applyWrap ignores unknown ids and renumbers positions', () => {
    const result = applyWrap(items, { widgets: [{ id: 'unknown' }, { id: items[1]!.id }] });
    expect(result.map((item) => [item.key, item.position])).toEqual([
      ['unpaidRent', 0],
      ['propertyStatistics', 1],
      ['contacts', 2],
    ]);
  });
});
