import { describe, expect, it } from 'vitest';
import type { Widget } from '@lintel/shared';
import { toggleWidgetVisibility, wrapWidgets } from '../api/widget-calls.ts';
import { applyWrap, initialWidgetsState, widgetsReducer, type WidgetsState } from './widgets-slice.ts';

const widget = (key: Widget['key'], position: number, overrides: Partial<Widget> = {}): Widget => ({
  id: `00000000-0000-7000-8000-00000000000${position}`,
  key,
  isVisible: true,
  height: 8,
  position,
  ...overrides,
});
const items = [widget('propertyStatistics', 0), widget('unpaidRent', 1), widget('contacts', 2)];
const loaded: WidgetsState = { ...initialWidgetsState, status: 'succeeded', items };
const action = (type: string, arg: unknown, requestId = 'r1') => ({ type, meta: { arg, requestId, requestStatus: 'pending' } });

describe('widgets slice (spec point 4: visibility toggled optimistically, reverted on failure)', () => {
  it('hides a widget at once and shows it again when the call fails', () => {
    const arg = { id: items[1]!.id, isVisible: false };
    const pending = widgetsReducer(loaded, action(toggleWidgetVisibility.pending.type, arg));
    expect(pending.items[1]!.isVisible).toBe(false);
    const failed = widgetsReducer(pending, { ...action(toggleWidgetVisibility.rejected.type, arg), payload: 'Server error', error: { message: 'Rejected' } });
    expect(failed.items[1]!.isVisible).toBe(true);
  });

  it('keeps the change when the call succeeds', () => {
    const arg = { id: items[0]!.id, isVisible: false };
    const pending = widgetsReducer(loaded, action(toggleWidgetVisibility.pending.type, arg));
    const done = widgetsReducer(pending, { type: toggleWidgetVisibility.fulfilled.type, payload: { ...items[0]!, isVisible: false }, meta: { arg } });
    expect(done.items[0]!.isVisible).toBe(false);
  });

  it('shows a new order at once and puts the old one back when saving fails', () => {
    const arg = { widgets: [{ id: items[2]!.id, height: 12 }] };
    const pending = widgetsReducer(loaded, action(wrapWidgets.pending.type, arg));
    expect(pending.items.map((item) => item.key)).toEqual(['contacts', 'propertyStatistics', 'unpaidRent']);
    expect(pending.items[0]).toMatchObject({ height: 12, position: 0 });
    const failed = widgetsReducer(pending, { ...action(wrapWidgets.rejected.type, arg), payload: 'nope', error: { message: 'Rejected' } });
    expect(failed.items).toEqual(items);
    expect(failed.previous).toEqual({});
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
