import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { makeItem } from './test-items.ts';
import { InventoryTable } from './inventory-table.tsx';
import { InventoryCards } from './inventory-cards.tsx';

describe('inventory table virtualisation (docs/performance-budgets.md#web: 10,000 rows ≤ 1,400 DOM nodes)', () => {
  it('renders only the rows in view for a 10,000-row list, with selection checkboxes', () => {
    const items = Array.from({ length: 10_000 }, (_, index) =>
      makeItem({ name: `Item ${index + 1}`, price: 100 + index }),
    );
    const toggled: string[] = [];
    const { container } = renderWithApp(
      <InventoryTable
        items={items}
        selectedIds={[]}
        onToggle={(id) => toggled.push(id)}
        onDelete={() => {}}
        onUngroup={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Item 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Item 10000' })).toBeNull();
    expect(container.querySelectorAll('*').length).toBeLessThan(1400);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('10001');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Item 1' }));
    expect(toggled).toEqual([items[0]!.id]);
  });
});

describe('inventory photos say what they show (issue 30 item 14)', () => {
  const image = (n: number) => ({ id: `018f0000-0000-7000-8000-0000000f000${n}`, name: `IMG_000${n}.jpg`, mimeType: 'image/webp', size: 1000, url: `/api/files/${n}`, previewUrl: null, createdAt: '2026-01-01T00:00:00.000Z' });

  it('the table’s and the cards’ thumbnails carry the item, its room and which photo it is', () => {
    const dishwasher = makeItem({ name: 'Dishwasher', room: { id: '018f0000-0000-7000-8000-0000000000r1', name: 'Kitchen', nickname: null }, images: [image(1), image(2)] as never });
    const lamp = makeItem({ name: 'Floor lamp', images: [image(3)] as never });
    const table = renderWithApp(<InventoryTable items={[dishwasher, lamp]} selectedIds={[]} onToggle={() => {}} onDelete={() => {}} onUngroup={() => {}} />);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Dishwasher in Kitchen, photo 1 of 2', 'Floor lamp']);
    table.unmount();
    renderWithApp(<InventoryCards items={[dishwasher]} selectedIds={[]} onToggle={() => {}} onDelete={() => {}} onUngroup={() => {}} />);
    expect(screen.getByRole('img', { name: 'Dishwasher in Kitchen, photo 1 of 2' })).toBeTruthy();
  });
});
