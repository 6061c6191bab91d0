import { describe, expect, it } from 'vitest';
import { makeDetails, makeProperty } from '../../../test/factories.ts';
import {
  archiveProperty,
  createProperty,
  deleteProperty,
  fetchProperties,
  fetchPropertyDetails,
  updateProperty,
} from '../api/property-calls.ts';
import { initialPropertiesState, propertiesReducer } from './properties-slice.ts';
import type { PropertiesState } from './properties-slice.ts';

function withList(items = [makeProperty(), makeProperty(), makeProperty()]): PropertiesState {
  const action = fetchProperties.fulfilled(
    {
      results: items,
      pagination: { page: 1, pageSize: 10, total: items.length, totalPages: 1 },
      meta: { hasProperty: true },
    },
    'req-1',
    { query: {} },
  );
  const pending = propertiesReducer(initialPropertiesState, fetchProperties.pending('req-1', { query: {} }));
  return propertiesReducer(pending, action);
}

describe('properties slice (spec point 4)', () => {
  it('archiving removes the property from the current list', () => {
    const state = withList();
    const target = state.list.items[1]!;
    const next = propertiesReducer(
      state,
      archiveProperty.fulfilled({ ...target, archived: true }, 'a', { id: target.id, archived: true, isUnit: false }),
    );
    expect(next.list.items.map((item) => item.id)).not.toContain(target.id);
    expect(next.list.items).toHaveLength(2);
    expect(next.list.pagination?.total).toBe(2);
  });

  it('restoring removes it from the archived list too', () => {
    const state = withList([makeProperty({ archived: true })]);
    const target = state.list.items[0]!;
    const next = propertiesReducer(
      state,
      archiveProperty.fulfilled({ ...target, archived: false }, 'a', { id: target.id, archived: false, isUnit: false }),
    );
    expect(next.list.items).toEqual([]);
  });

  it('a created property goes first in the list', () => {
    const state = withList();
    const created = makeProperty({ nickname: 'Brand new' });
    const next = propertiesReducer(
      state,
      createProperty.fulfilled(created, 'c', { nickname: 'Brand new', type: 'singleFamily' }),
    );
    expect(next.list.items[0]?.nickname).toBe('Brand new');
    expect(next.list.pagination?.total).toBe(4);
    expect(next.newest.items[0]?.nickname).toBe('Brand new');
  });

  it('a created unit goes first among the open property’s units, not into the property list', () => {
    const parent = makeDetails({ type: 'multiFamily', units: [makeProperty({ type: 'unit' })] });
    let state = withList([parent]);
    state = propertiesReducer(state, fetchPropertyDetails.fulfilled(parent, 'd', parent.id));
    const unit = makeProperty({
      type: 'unit',
      nickname: 'Unit 2B',
      parent: { id: parent.id, nickname: parent.nickname, type: 'multiFamily' },
    });
    const next = propertiesReducer(
      state,
      createProperty.fulfilled(unit, 'c', { nickname: 'Unit 2B', type: 'unit', parentId: parent.id }),
    );
    expect(next.details.item?.units[0]?.nickname).toBe('Unit 2B');
    expect(next.list.items).toHaveLength(1);
    expect(next.list.items[0]?.unitsCount).toBe(1);
  });

  it('deleting or archiving a unit lowers the building’s unit count on the page and in the list; restoring raises it', () => {
    const building = { id: '', nickname: 'Birch Row', type: 'multiFamily' as const };
    const units = [1, 2, 3].map((n) => makeProperty({ type: 'unit', nickname: `Unit ${n}` }));
    const parent = makeDetails({ type: 'multiFamily', unitsCount: 3, units });
    building.id = parent.id;
    for (const unit of units) unit.parent = building;
    let state = withList([{ ...parent }]);
    state = propertiesReducer(state, fetchPropertyDetails.fulfilled(parent, 'd', parent.id));
    const counts = () => [state.details.item?.unitsCount, state.list.items[0]?.unitsCount];

    state = propertiesReducer(state, deleteProperty.fulfilled({ id: units[0]!.id }, 'x', { id: units[0]!.id, isUnit: true }));
    expect(counts()).toEqual([2, 2]);
    const archived = { ...units[1]!, archived: true };
    state = propertiesReducer(state, archiveProperty.fulfilled(archived, 'a', { id: archived.id, archived: true, isUnit: true }));
    expect(counts()).toEqual([1, 1]);
    state = propertiesReducer(state, archiveProperty.fulfilled({ ...archived, archived: false }, 'r', { id: archived.id, archived: false, isUnit: true }));
    expect(counts()).toEqual([2, 2]);
  });

  it('an update replaces the record in the list and in the details', () => {
    const state = withList();
    const target = state.list.items[0]!;
    const next = propertiesReducer(
      state,
      updateProperty.fulfilled({ ...target, nickname: 'Renamed' }, 'u', { id: target.id, input: {}, isUnit: false }),
    );
    expect(next.list.items[0]?.nickname).toBe('Renamed');
  });

  it('deleting removes the record', () => {
    const state = withList();
    const target = state.list.items[2]!;
    const next = propertiesReducer(
      state,
      deleteProperty.fulfilled({ id: target.id }, 'd', { id: target.id, isUnit: false }),
    );
    expect(next.list.items.map((item) => item.id)).not.toContain(target.id);
  });

  it('load more appends the next page; a stale response is ignored', () => {
    let state = withList();
    const more = [makeProperty(), makeProperty()];
    state = propertiesReducer(state, fetchProperties.pending('req-2', { query: { page: 2 }, append: true }));
    expect(state.list.loadMoreStatus).toBe('pending');
    const stale = fetchProperties.fulfilled(
      { results: [], pagination: { page: 1, pageSize: 10, total: 0, totalPages: 0 }, meta: { hasProperty: false } },
      'req-1',
      { query: {} },
    );
    state = propertiesReducer(state, stale);
    expect(state.list.items).toHaveLength(3);
    state = propertiesReducer(
      state,
      fetchProperties.fulfilled(
        { results: more, pagination: { page: 2, pageSize: 10, total: 5, totalPages: 1 }, meta: { hasProperty: true } },
        'req-2',
        { query: { page: 2 }, append: true },
      ),
    );
    expect(state.list.items).toHaveLength(5);
  });

  it('a cancelled request keeps the list pending', () => {
    let state = propertiesReducer(initialPropertiesState, fetchProperties.pending('r', { query: {} }));
    state = propertiesReducer(
      state,
      fetchProperties.rejected(new DOMException('x', 'AbortError'), 'r', { query: {} }, undefined),
    );
    expect(state.list.status).toBe('pending');
  });
});
