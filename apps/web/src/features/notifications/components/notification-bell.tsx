/**
 * The bell in the shell's top bar (issue 13): the unseen count from /users/me, kept live over the
 * channel (`notification.created` / `notification.seen`) and asked again after a reconnect through the
 * data cache (loaded then, api/notifications-api.ts). A click opens the lazily loaded notifications
 * modal, so the first screen carries only this button.
 */
import { ActionIcon } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { useLiveEvent, useLiveResync } from '../../../lib/live/live.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { notificationArrived, notificationsSeen } from '../state/bell-slice.ts';

const badgeStyle: CSSProperties = {
  position: 'absolute',
  top: -2,
  right: -4,
  minWidth: 18,
  height: 18,
  padding: '0 4px',
  borderRadius: 9,
  background: 'var(--mantine-color-red-9)', // white on red-9 is 5.4:1 (red-7 failed axe's 4.5:1 for 11 px text)
  color: 'var(--mantine-color-white)',
  fontSize: 11,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
  pointerEvents: 'none',
};

function IconBell() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** "9+" past nine, as a badge has room for two characters. */
export function bellBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

export function NotificationBell() {
  const dispatch = useAppDispatch();
  const count = useAppSelector((state) => state.notificationsBell.unseenCount);
  useLiveEvent('notification.created', (event) => dispatch(notificationArrived(event.payload)));
  useLiveEvent('notification.seen', (event) => dispatch(notificationsSeen(event.payload)));
  // Not imported up front: the data cache is not part of the first screen (decision 010).
  useLiveResync(() => void import('../api/notifications-api.ts').then(({ refreshUnseenCount }) => dispatch(refreshUnseenCount())));
  const badge = bellBadgeText(count);
  const label = count === 0 ? 'Notifications' : `Notifications, ${count} unseen`;
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      style={{ position: 'relative', overflow: 'visible' }}
      aria-label={label}
      title={label}
      onClick={() => dispatch(modalOpened({ name: modalNames.notifications }))}
    >
      <IconBell />
      {badge && (
        <span style={badgeStyle} aria-hidden="true" data-testid="bell-count">
          {badge}
        </span>
      )}
    </ActionIcon>
  );
}
