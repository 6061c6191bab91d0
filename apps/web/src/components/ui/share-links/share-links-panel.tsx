/**
 * The active links of a shared record (issue 25 item 5), shown in each share dialog (work orders,
 * contacts, lease-form templates): to whom, created, expires, last opened, with Revoke per link and
 * Revoke all. `recordPath` is the record's API path (`/work-orders/<id>`); `refreshKey` reloads the list
 * after the dialog made a new link. Read through the data cache (share-links-api.ts).
 */
import { Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { useRevokeAllShareLinksMutation, useRevokeShareLinkMutation, useShareLinksQuery } from './share-links-api.ts';

export function ShareLinksPanel({ recordPath, refreshKey = 0 }: { recordPath: string; refreshKey?: number }) {
  // Opening a share dialog asks for the links afresh (they may have been opened or expired since).
  const query = useShareLinksQuery(recordPath, { refetchOnMountOrArgChange: true });
  const links = query.data?.results ?? null;
  const [revokeOne] = useRevokeShareLinkMutation();
  const [revokeAll] = useRevokeAllShareLinksMutation();
  const [busy, setBusy] = useState<string | null>(null);

  // The dialog made a new link: the list is asked again.
  const shownKey = useRef(refreshKey);
  const { refetch } = query;
  useEffect(() => {
    if (shownKey.current === refreshKey) return;
    shownKey.current = refreshKey;
    void refetch();
  }, [refreshKey, refetch]);

  async function revoke(id: string | 'all') {
    setBusy(id);
    await (id === 'all' ? revokeAll(recordPath) : revokeOne({ recordPath, id }));
    setBusy(null);
  }

  if (links === null) return <Loader size="sm" aria-label="Loading active links" />;
  return (
    <Stack gap="xs" aria-label="Active links">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          Active links
        </Text>
        {links.length > 1 && (
          <Button size="xs" variant="subtle" color="red" loading={busy === 'all'} onClick={() => void revoke('all')}>
            Revoke all
          </Button>
        )}
      </Group>
      {links.length === 0 ? (
        <Text size="sm" c="dimmed">
          No active links: nobody can open this with a link.
        </Text>
      ) : (
        <Table fz="xs" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Sent to</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Expires</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {links.map((link) => (
              <Table.Tr key={link.id}>
                <Table.Td style={{ wordBreak: 'break-all' }}>{link.email ?? 'Copied link'}</Table.Td>
                <Table.Td>{formatDate(link.createdAt)}</Table.Td>
                <Table.Td>{formatDate(link.expiresAt)}</Table.Td>
                <Table.Td>{link.lastUsedAt ? formatDate(link.lastUsedAt) : 'Never'}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="light"
                    color="red"
                    loading={busy === link.id}
                    aria-label={`Revoke the link ${link.email ? `sent to ${link.email}` : 'copied'} on ${formatDate(link.createdAt)}`}
                    onClick={() => void revoke(link.id)}
                  >
                    Revoke
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
