import { describe, expect, it } from 'vitest';
import { addImagesToWidget, galleryLevelOf, removeGalleryImages } from './gallery.rules.ts';
import { listGalleriesQuerySchema } from './gallery.schema.ts';

describe('spec point 3: gallery levels', () => {
  it.each([
    ['3: an image on a property is at property level', { parentId: null }, null, 'property'],
    ['3: an image on a unit is at unit level', { parentId: 'p' }, null, 'unit'],
    ['3: an image on a room of a property is at room level', { parentId: null }, 'r', 'room'],
    ['3: an image on a room of a unit is at room level', { parentId: 'p' }, 'r', 'room'],
  ] as const)('%s', (_name, place, room, level) => {
    expect(galleryLevelOf(place, room)).toBe(level);
  });
});

describe('spec point 9: gallery sizes', () => {
  it('9: the page size is 5 by default', () => {
    expect(listGalleriesQuerySchema.parse({})).toMatchObject({ page: 1, pageSize: 5, isFlatStructure: false });
    expect(listGalleriesQuerySchema.parse({ isFlatStructure: 'true' }).isFlatStructure).toBe(true);
  });

  it.each([
    ['9: the widget keeps the newest 4, the uploaded ones first in their order', ['c', 'd', 'e'], ['a', 'b'], ['a', 'b', 'c', 'd']],
    ['9: fewer than 4 stay', [], ['a'], ['a']],
  ] as const)('%s', (_name, list, added, expected) => {
    const ids = (values: readonly string[]) => values.map((id) => ({ id }));
    expect(addImagesToWidget(ids(list), ids(added)).map((i) => i.id)).toEqual(expected);
  });

  it('removes deleted images', () => {
    expect(removeGalleryImages([{ id: 'a' }, { id: 'b' }], ['a'])).toEqual([{ id: 'b' }]);
  });
});
