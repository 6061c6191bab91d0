import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { GalleryModal } from './gallery-modal.tsx';

const files = ['a.png', 'b.png', 'c.png'].map((name, index) => ({ id: String(index), url: `/f/${name}`, name }));

describe('gallery modal for attachments (spec point 2)', () => {
  it('moves with ← and →, wraps around, and closes on Esc', () => {
    const onClose = vi.fn();
    renderWithApp(<GalleryModal files={files} startIndex={1} onClose={onClose} />);
    expect(screen.getByRole('img', { name: 'b.png' })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'c.png' })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'a.png' })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByText('c.png · 3 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('img', { name: 'b.png' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
