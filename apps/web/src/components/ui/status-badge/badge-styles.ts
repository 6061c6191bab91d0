/**
 * Badge layout that never truncates a label (issue 11 item 17: "NOT…", "PARTIALLY LE…"): Mantine's
 * badge has a fixed height and ellipsises its label; these styles let it size to its label, never
 * shrink in a flex row, and wrap onto a second line only when its column is narrower than the label.
 * Applied to every Badge by the theme (app/theme.ts) and by StatusBadge; a plain object so the theme
 * does not pull the Badge component into the entry chunk.
 */
export const badgeStyles = {
  root: {
    flexShrink: 0,
    maxWidth: '100%',
    height: 'auto',
    minHeight: 'var(--badge-height)',
    overflow: 'visible',
  },
  label: {
    overflow: 'visible',
    textOverflow: 'clip',
    whiteSpace: 'normal',
    overflowWrap: 'break-word',
    lineHeight: 1.25,
    paddingBlock: 2,
  },
} as const;
