/** The user's calculator history: reopen a result, delete one (confirmed); loads more on scroll. */
import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { calculatorLabels, type CalculatorHistoryItem } from '@lintel/shared';
import type { CachedPagedList } from '../../../components/ui/paged-list/use-cached-paged-list.ts';
import { ListEmpty, PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import { formatDateTime } from '../../../lib/format.ts';


export interface HistoryListProps {
  history: CachedPagedList<CalculatorHistoryItem>;
  openId: string | null;
  onOpen: (item: CalculatorHistoryItem) => void;
  onDelete: (item: CalculatorHistoryItem) => Promise<void>;
}

export function HistoryList({ history, openId, onOpen, onDelete }: HistoryListProps) {
  const [toDelete, setToDelete] = useState<CalculatorHistoryItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  async function confirm() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await onDelete(toDelete);
      setToDelete(null);
    } finally {
      setDeleting(false);
    }
  }
  return (
    <Stack gap="xs" component="section" aria-labelledby="history-title">
      <Title order={2} size="h4" id="history-title">
        History {history.list.pagination ? `(${history.list.pagination.total})` : ''}
      </Title>
      <PagedListBody
        list={history.list}
        controls={history.controls}
        noun="calculations"
        empty={<ListEmpty title="No calculations yet" text="Results you calculate are kept here so you can reopen them." />}
        cards={(items) => (
          <Stack gap="xs" data-testid="calculator-history">
            {items.map((item) => (
              <Card key={item.id} withBorder padding="sm" bg={item.id === openId ? 'var(--mantine-color-indigo-0)' : undefined}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text size="xs" c="dimmed">
                      {calculatorLabels[item.kind]} · {formatDateTime(item.createdAt)}
                    </Text>
                    <Text fw={600} size="sm" truncate>
                      {item.headline}
                    </Text>
                    <Text size="xs" truncate>
                      {item.title}
                    </Text>
                  </div>
                  <Group gap={4} wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => onOpen(item)} aria-label={`Open ${item.title}`}>
                      Open
                    </Button>
                    <ActionIcon variant="subtle" color="red" onClick={() => setToDelete(item)} aria-label={`Delete ${item.title}`}>
                      ×
                    </ActionIcon>
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      />
      <ConfirmDialog
        opened={toDelete !== null}
        title="Delete this calculation?"
        message={toDelete ? `“${toDelete.title}” will be removed from your history.` : ''}
        confirmLabel="Delete"
        loading={deleting}
        onConfirm={() => void confirm()}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  );
}
