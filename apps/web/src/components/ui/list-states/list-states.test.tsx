import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { ListLoadError, ListSkeleton } from './list-states.tsx';

describe('list states (spec point 4)', () => {
  it('the skeleton is a status named by its label', () => {
    renderWithApp(<ListSkeleton label="Loading leases" rows={5} />);
    expect(screen.getByRole('status', { name: 'Loading leases' })).toBeTruthy();
  });

  it('the load error shows the message and Retry calls back', () => {
    const onRetry = vi.fn();
    renderWithApp(<ListLoadError title="Could not load leases" message="Server down" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load leases');
    expect(alert.textContent).toContain('Server down');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
