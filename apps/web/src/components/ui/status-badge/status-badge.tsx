/**
 * The one status badge of the lists and details screens (issue 11 item 17): a light Mantine Badge in
 * the status's colour whose label is never cut ("Partially leased", "Waiting for quotes") — it sizes to
 * the label and wraps in a narrow column (badge-styles.ts). Label colours meet WCAG AA on the light
 * background (app.css darkens the colours whose shade 9 does not).
 */
import { Badge } from '@mantine/core';
import type { BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { badgeStyles } from './badge-styles.ts';

export interface StatusBadgeProps extends Omit<BadgeProps, 'children' | 'styles'> {
  /** A Mantine colour name ('teal', 'yellow', …) from the area's status→colour map. */
  color: string;
  children: ReactNode;
}

export function StatusBadge({ color, variant = 'light', children, ...props }: StatusBadgeProps) {
  return (
    <Badge color={color} variant={variant} styles={badgeStyles} {...props}>
      {children}
    </Badge>
  );
}
