/**
 * Where a toast goes so it does not sit on the button a person clicks next (issue 22 item 8). A toast
 * is placed when it is shown, in the corner or edge that covers the fewest visible controls (buttons,
 * links, fields), preferring bottom-right (the header's actions and a dialog's × are at the top,
 * issue 11 item 7), then the top centre (a dialog's footer and a page's next card are below), then
 * bottom-left and bottom-centre. On a narrow screen a toast is narrower than the viewport so a
 * full-screen dialog's × and the header's menu button stay free.
 */
import type { NotificationData } from '@mantine/notifications';

/** A toast's place on the screen (Mantine's notification positions). */
export type NotificationPosition = NonNullable<NotificationData['position']>;

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface ToastPlacement {
  position: NotificationPosition;
  /** The toast's width, px. */
  width: number;
}

/** The container's distance from the viewport's edges (Mantine's --mantine-spacing-md), px. */
const margin = 16;
const maxWidth = 380;
/** Room kept free at each side of a toast at the top of a narrow screen (a dialog's ×, the menu button), px. */
const topInset = 56;
const preference: NotificationPosition[] = ['bottom-right', 'top-center', 'bottom-left', 'bottom-center'];

/** The box a toast `width` × `height` px would take at `position` in a `viewport` (px). */
export function toastBox(position: NotificationPosition, width: number, height: number, viewport: { width: number; height: number }): Box {
  const top = position.startsWith('top') ? margin : viewport.height - margin - height;
  const left = position.endsWith('left') ? margin : position.endsWith('right') ? viewport.width - margin - width : (viewport.width - width) / 2;
  return { left, top, right: left + width, bottom: top + height };
}

const overlaps = (a: Box, b: Box) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/**
 * The placement of a toast `height` px tall among `controls` (their boxes, px) in `viewport`: the
 * position whose box covers the fewest controls, ties going to the earlier in the preference order.
 */
export function chooseToastPlacement(viewport: { width: number; height: number }, controls: Box[], height: number): ToastPlacement {
  const full = Math.min(maxWidth, viewport.width - 2 * margin);
  let best: ToastPlacement = { position: 'bottom-right', width: full };
  let fewest = Number.POSITIVE_INFINITY;
  for (const position of preference) {
    const width = position === 'top-center' ? Math.min(full, Math.max(240, viewport.width - 2 * topInset)) : full;
    const box = toastBox(position, width, height, viewport);
    const covered = controls.filter((control) => overlaps(control, box)).length;
    if (covered < fewest) {
      fewest = covered;
      best = { position, width };
    }
    if (covered === 0) break;
  }
  return best;
}

/** A toast's height estimated from its message (title line + wrapped message lines + padding), px. */
export function estimatedToastHeight(message: string, width: number): number {
  const charsPerLine = Math.max(20, Math.floor((width - 64) / 7.5));
  const lines = Math.max(1, Math.ceil(message.length / charsPerLine));
  return 46 + lines * 21;
}

/** The visible controls of the page (as the journeys' "control under a toast" check sees them). */
export function visibleControlBoxes(root: Document = document): Box[] {
  return Array.from(root.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, [role="button"]'))
    .filter((control) => !control.closest('.mantine-Notification-root') && control.offsetParent !== null)
    .map((control) => control.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0);
}
