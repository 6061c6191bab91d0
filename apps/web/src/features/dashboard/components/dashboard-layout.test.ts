import { describe, expect, it } from 'vitest';
import { lazy } from 'react';
import { widgetDefinitions, type Widget } from '@lintel/shared';
import type { WidgetEntry } from '../../../lib/app-feature.tsx';
import { joinWidgets, splitByHidden, type DashboardEntry } from './use-dashboard-widgets.ts';
import { columnsOf } from './widget-columns.tsx';
import { expectedLayout, readSavedLayout, saveLayout } from './saved-layout.ts';
import { layoutOf, orderOf } from './widget-grid.tsx';

const component = lazy(async () => ({ default: () => null }));
const catalogue: WidgetEntry[] = [
  { id: 'contacts', roles: ['propertyManager', 'serviceProvider'], component },
  { id: 'unpaidRent', roles: ['propertyManager'], component },
  { id: 'myLease', roles: ['tenant'], component },
];
const widget = (key: Widget['key'], position: number, height = 6): Widget => ({ id: `id-${key}`, key, isVisible: true, height, position });

describe('the dashboard joins the saved widgets with the features that draw them (spec points 2, 9)', () => {
  it('keeps the saved order and leaves out widgets no feature draws for the role', () => {
    const saved = [widget('unpaidRent', 1), widget('upcomingEvents', 0), widget('contacts', 2)];
    expect(joinWidgets(saved, catalogue, 'propertyManager', false).map((entry) => entry.widget.key)).toEqual(['unpaidRent', 'contacts']);
    expect(joinWidgets(saved, catalogue, 'serviceProvider', false).map((entry) => entry.label)).toEqual(['Contacts']);
  });

  it("shows every widget of the role in the feature list's order when the widgets call failed", () => {
    expect(joinWidgets([], catalogue, 'propertyManager', true).map((entry) => entry.widget.key)).toEqual(['contacts', 'unpaidRent']);
    expect(joinWidgets([], catalogue, 'propertyManager', false)).toEqual([]);
  });
});

describe('the draggable grid (react-grid-layout) layout', () => {
  const entries = (heights: number[]): DashboardEntry[] =>
    heights.map((height, index) => ({ widget: { ...widget('contacts', index, height), id: `w${index}` }, label: `W${index}`, component }));

  it('places widgets left to right, each under the one above it in its column', () => {
    const layout = layoutOf(entries([6, 8, 7, 5, 6]), 3);
    expect(layout.map(({ i, x, y, w, h }) => [i, x, y, w, h])).toEqual([
      ['w0', 0, 0, 1, 6],
      ['w1', 1, 0, 1, 8],
      ['w2', 2, 0, 1, 7],
      ['w3', 0, 6, 1, 5],
      ['w4', 1, 8, 1, 6],
    ]);
    expect(layout.every((item) => item.minH === 4 && item.maxH === 16)).toBe(true);
  });

  it('reads a dropped layout top to bottom, then left to right, with the heights', () => {
    const dropped = [
      { i: 'a', x: 1, y: 0, w: 1, h: 6 },
      { i: 'b', x: 0, y: 6, w: 1, h: 9 },
      { i: 'c', x: 0, y: 0, w: 1, h: 6 },
    ];
    expect(orderOf(dropped)).toEqual([
      { id: 'c', height: 6 },
      { id: 'a', height: 6 },
      { id: 'b', height: 9 },
    ]);
  });
});

describe('the plain columns stand where the draggable grid puts the widgets (issue 23: no shift when the grid arrives)', () => {
  const entries = (heights: number[]): DashboardEntry[] =>
    heights.map((height, index) => ({ widget: { ...widget('contacts', index, height), id: `w${index}` }, label: `W${index}`, component }));

  it('puts each widget in the column and at the row the grid gives it', () => {
    for (const cols of [1, 2, 3]) {
      const list = entries([6, 8, 7, 5, 6, 4, 9]);
      const grid = new Map(layoutOf(list, cols).map((item) => [item.i, item]));
      columnsOf(list, cols).forEach((column, x) => {
        let y = 0;
        for (const entry of column) {
          expect(grid.get(entry.widget.id)).toMatchObject({ x, y });
          y += entry.widget.height;
        }
      });
    }
  });
});

describe('a widget that may hide itself (the Get started checklist)', () => {
  const joined: DashboardEntry[] = [
    { widget: widget('firstRun', 0), label: 'Get started', component },
    { widget: widget('contacts', 1), label: 'Contacts', component },
  ];
  const keys = (list: DashboardEntry[]) => list.map((entry) => entry.widget.key);

  it('is left out once it says it has nothing to show, and shown while it has', () => {
    const hidden = splitByHidden(joined, new Map([['firstRun', true]]), new Set(['firstRun', 'contacts']));
    expect(keys(hidden.entries)).toEqual(['contacts']);
    // Still mounted out of sight: it keeps what tells it is done.
    expect(keys(hidden.pending)).toEqual(['firstRun']);
    expect(keys(splitByHidden(joined, new Map([['firstRun', false]]), null).entries)).toEqual(['firstRun', 'contacts']);
  });

  it("keeps the last visit's choice until it tells, waiting out of the layout when it was not there", () => {
    const unknown = new Map([['firstRun', undefined]]);
    expect(keys(splitByHidden(joined, unknown, new Set(['firstRun', 'contacts'])).entries)).toEqual(['firstRun', 'contacts']);
    const waiting = splitByHidden(joined, unknown, new Set(['contacts']));
    expect(keys(waiting.entries)).toEqual(['contacts']);
    expect(keys(waiting.pending)).toEqual(['firstRun']);
    expect(keys(splitByHidden(joined, unknown, null).pending)).toEqual(['firstRun']);
  });
});

describe("the first paint's layout", () => {
  it("is the last visit's, else the role's widgets at their default heights without those that may hide", () => {
    const withChecklist: WidgetEntry[] = [{ id: 'firstRun', roles: ['propertyManager'], component, hiddenWhen: () => undefined }, ...catalogue];
    expect(expectedLayout('u1', 'propertyManager', withChecklist)).toEqual([
      { key: 'contacts', height: widgetDefinitions.contacts.height, isVisible: true },
      { key: 'unpaidRent', height: widgetDefinitions.unpaidRent.height, isVisible: true },
    ]);
    saveLayout('u1', [{ key: 'unpaidRent', height: 12, isVisible: false }, { key: 'contacts', height: 5, isVisible: true }]);
    expect(expectedLayout('u1', 'propertyManager', withChecklist).map((item) => [item.key, item.height])).toEqual([['unpaidRent', 12], ['contacts', 5]]);
    expect(readSavedLayout('u2')).toBeNull();
  });
});
