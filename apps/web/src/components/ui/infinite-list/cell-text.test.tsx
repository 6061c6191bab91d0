/** A long name in a table cell stays on one line and shows its whole text as a tooltip once cut (issue 11 item 17). */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { CellText } from './cell-text.tsx';

const longName = 'Maximiliana Alexandrina Konstantinopoulou-Vanderbilt de la Cruz y Montenegro Featherstonehaugh III';

function sized(element: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
}

describe('CellText', () => {
  it('keeps the whole text, capped at its width, with a tooltip only when the text is cut', () => {
    render(<CellText maxWidth={200}>{longName}</CellText>);
    const cell = screen.getByText(longName);
    expect(cell.className).toBe('cell-text');
    expect(cell.style.maxWidth).toBe('200px');

    sized(cell, 640, 200);
    fireEvent.mouseEnter(cell);
    expect(cell.title).toBe(longName);

    sized(cell, 200, 200);
    fireEvent.mouseEnter(cell);
    expect(cell.hasAttribute('title')).toBe(false);
  });
});
