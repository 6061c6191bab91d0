/** One widget on the dashboard: its lazy component, a skeleton filling its cell while it loads, and its hide (and drag) controls (hide: a data-cache mutation, optimistic). */
import { ActionIcon, Group } from '@mantine/core';
import { Suspense, useEffect, useRef } from 'react';
import { IconEyeOff, IconGrip } from '../../../components/ui/icons.tsx';
import { useToggleWidgetVisibilityMutation } from '../api/dashboard-api.ts';
import { WidgetSkeleton } from './widget-skeleton.tsx';
import type { DashboardEntry } from './use-dashboard-widgets.ts';
import './dashboard.css';

export const DRAG_HANDLE_CLASS = 'lintel-widget-drag';

/**
 * A widget taller than its cell scrolls inside it (dashboard.css); a scrolling region must be reachable
 * by keyboard (axe scrollable-region-focusable), so the widget's card takes a tab stop while — and only
 * while — its content overflows.
 */
function useFocusableWhileScrolling() {
  const cell = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = cell.current;
    if (!root || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const card = root.querySelector<HTMLElement>(':scope > section, :scope > .mantine-Card-root');
      if (!card) return;
      if (card.scrollHeight > card.clientHeight + 1) card.tabIndex = 0;
      else card.removeAttribute('tabindex');
    });
    observer.observe(root);
    const watchCard = () => {
      const card = root.querySelector(':scope > section, :scope > .mantine-Card-root');
      if (card) for (const child of [card, ...Array.from(card.children)]) observer.observe(child);
    };
    watchCard();
    const mutations = new MutationObserver(watchCard);
    mutations.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, []);
  return cell;
}

export function WidgetCell({ entry, draggable = false }: { entry: DashboardEntry; draggable?: boolean }) {
  const [toggleWidgetVisibility] = useToggleWidgetVisibilityMutation();
  const cell = useFocusableWhileScrolling();
  const { component: Component, label, widget } = entry;
  return (
    <div className="lintel-widget-cell" data-widget={widget.key} ref={cell}>
      <Group gap={2} className="lintel-widget-tools">
        {draggable && (
          // No Tooltip: it would pull Mantine's overlay chunk into the dashboard's first load; `title` is enough for a pointer hint.
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            className={DRAG_HANDLE_CLASS}
            aria-label={`Drag ${label}`}
            title="Drag to move; drag the bottom edge to resize"
            tabIndex={-1}
          >
            <IconGrip size={14} />
          </ActionIcon>
        )}
        <ActionIcon
          size="sm"
          variant="subtle"
          color="gray"
          aria-label={`Hide ${label}`}
          title={`Hide ${label}`}
          onClick={() => void toggleWidgetVisibility({ id: widget.id, isVisible: false })}
        >
          <IconEyeOff size={14} />
        </ActionIcon>
      </Group>
      <Suspense fallback={<WidgetSkeleton />}>
        <Component />
      </Suspense>
    </div>
  );
}
