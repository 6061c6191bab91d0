import { describe, expect, it } from 'vitest';
import { chooseToastPlacement, toastBox, type Box } from './toast-placement.ts';

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, right: left + width, bottom: top + height });

describe('toast placement (issue 22 item 8)', () => {
  it('keeps the bottom-right corner when nothing is there', () => {
    expect(chooseToastPlacement(desktop, [box(20, 20, 100, 36)], 88)).toEqual({ position: 'bottom-right', width: 380 });
  });

  it('moves off a dialog footer button in the corner, to the top centre', () => {
    // A wide dialog whose Create work order button sits at the bottom right of the viewport.
    const next = box(1100, 820, 160, 36);
    const placement = chooseToastPlacement(desktop, [next], 88);
    expect(placement.position).toBe('top-center');
    const placed = toastBox(placement.position, placement.width, 88, desktop);
    expect(placed.bottom < next.top || placed.top > next.bottom).toBe(true);
  });

  it('on a phone full-screen dialog, leaves the × and the menu button free at the top', () => {
    const close = box(346, 16, 28, 28);
    const menu = box(12, 12, 34, 34);
    const footer = box(16, 780, 358, 40);
    const placement = chooseToastPlacement(phone, [close, menu, footer], 88);
    expect(placement.position).toBe('top-center');
    const placed = toastBox(placement.position, placement.width, 88, phone);
    expect(placed.left).toBeGreaterThanOrEqual(menu.right);
    expect(placed.right).toBeLessThanOrEqual(close.left);
  });

  it('picks the place covering the fewest controls when every place covers some', () => {
    const bottomRight = [box(1200, 800, 80, 30), box(1300, 800, 80, 30)];
    const top = [box(600, 20, 200, 30)];
    const bottomLeft = [box(20, 800, 80, 30)];
    const bottomCentre = [box(700, 800, 40, 30)];
    expect(chooseToastPlacement(desktop, [...bottomRight, ...top, ...bottomLeft, ...bottomCentre], 88).position).toBe('top-center');
  });
});
