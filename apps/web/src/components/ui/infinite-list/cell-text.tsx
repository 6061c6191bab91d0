/**
 * Text in a table cell that stays on one line (issue 11 item 17: a 100-character name broke the rows):
 * cut with an ellipsis at `maxWidth`, the whole text in a `title` tooltip once it is cut. The
 * DOM keeps the whole text, so screen readers and search still read it.
 */
import type { MouseEvent, ReactNode } from 'react';

/** Widest a cell's text grows before it is cut: 240 px, less on narrower screens so a row fits the page. */
export const CELL_TEXT_MAX_WIDTH = 'min(240px, 17vw)';

function showWholeTextWhenCut(event: MouseEvent<HTMLSpanElement>) {
  const element = event.currentTarget;
  const isCut = element.scrollWidth > element.clientWidth;
  if (isCut) element.title = element.textContent ?? '';
  else element.removeAttribute('title');
}

/** `maxWidth`: pixels or a CSS length. */
export function CellText({ children, maxWidth = CELL_TEXT_MAX_WIDTH }: { children: ReactNode; maxWidth?: number | string }) {
  return (
    <span className="cell-text" style={{ maxWidth }} onMouseEnter={showWholeTextWhenCut}>
      {children}
    </span>
  );
}
