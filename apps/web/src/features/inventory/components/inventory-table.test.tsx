import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { makeItem } from './test-items.ts';
import { InventoryTable } from './inventory-table.tsx';

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
