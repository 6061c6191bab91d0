/**
 * The keyboard way to arrange the dashboard (and the Widgets settings tab): every widget with a switch
 * for its visibility and, when `arrangeable`, Move up / Move down buttons that save the order through
 * PUT /widgets/wrap. Switches are optimistic and revert with an error toast when the call fails (point 4).
 */
import { ActionIcon, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '../../../components/ui/icons.tsx';
import { useToggleWidgetVisibilityMutation, useWrapWidgetsMutation } from '../api/dashboard-api.ts';
import type { DashboardEntry } from './use-dashboard-widgets.ts';

/** The ids in order after moving the one at `index` by `step` (−1 up, +1 down); pure. */
export function moved(ids: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  if (target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function ArrangeWidgets({ entries, arrangeable = false }: { entries: DashboardEntry[]; arrangeable?: boolean }) {
  const [wrapWidgets] = useWrapWidgetsMutation();
  const [toggleWidgetVisibility] = useToggleWidgetVisibilityMutation();
  const ids = entries.map((entry) => entry.widget.id);
  const move = (index: number, step: -1 | 1) => void wrapWidgets({ widgets: moved(ids, index, step).map((id) => ({ id })) });
  if (entries.length === 0) return <Text c="dimmed">No widgets for your account yet.</Text>;
  return (
    <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Dashboard widgets">
      {entries.map(({ widget, label }, index) => (
        <Paper key={widget.id} component="li" withBorder p="sm" radius="md" data-widget={widget.key}>
          <Group justify="space-between" wrap="nowrap">
            <Switch
              label={label}
              checked={widget.isVisible}
              onChange={(event) => void toggleWidgetVisibility({ id: widget.id, isVisible: event.currentTarget.checked })}
            />
            {arrangeable && (
              <Group gap={4} wrap="nowrap">
                <ActionIcon variant="default" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon variant="default" aria-label={`Move ${label} down`} disabled={index === entries.length - 1} onClick={() => move(index, 1)}>
                  <IconArrowDown size={16} />
                </ActionIcon>
              </Group>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
