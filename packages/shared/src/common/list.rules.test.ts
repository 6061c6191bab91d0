import { describe, expect, it } from 'vitest';
import { hasItemsAfterDelete, insertFirst, removeByIds, replaceById } from './list.rules.ts';

const items = (...ids: string[]) => ids.map((id) => ({ id }));

describe('spec point 4: record lists', () => {
  it.each([
    ['4: a created item goes first', items('b', 'c'), 'a', undefined, ['a', 'b', 'c']],
    ['4: the widget keeps at most 4', items('b', 'c', 'd', 'e'), 'a', 4, ['a', 'b', 'c', 'd']],
    ['4: the documents widget keeps at most 6', items('b', 'c', 'd', 'e', 'f', 'g'), 'a', 6, ['a', 'b', 'c', 'd', 'e', 'f']],
    ['an item already listed moves first, not twice', items('b', 'a', 'c'), 'a', undefined, ['a', 'b', 'c']],
    ['an empty list gets its first item', items(), 'a', 4, ['a']],
  ] as const)('%s', (_name, list, id, limit, expected) => {
    expect(insertFirst(list, { id }, limit).map((entry) => entry.id)).toEqual(expected);
  });

  it('replaces an edited item where it stands', () => {
    const list = [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }];
    expect(replaceById(list, { id: 'b', name: 'B2' })).toEqual([{ id: 'a', name: 'A' }, { id: 'b', name: 'B2' }]);
    expect(replaceById(list, { id: 'z', name: 'Z' })).toEqual(list);
  });

  it('removes deleted ids', () => {
    expect(removeByIds(items('a', 'b', 'c'), ['a', 'c']).map((e) => e.id)).toEqual(['b']);
  });

  it.each([
    [3, 1, true],
    [1, 1, false],
    [2, 2, false],
    [0, 0, false],
  ])("4: with %i items, deleting %i leaves has-items %s ('no inventory' after the last)", (total, deleted, expected) => {
    expect(hasItemsAfterDelete(total, deleted)).toBe(expected);
  });
});
