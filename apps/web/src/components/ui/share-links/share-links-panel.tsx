/**
 * The active links of a shared record (issue 25 item 5), shown in each share dialog (work orders,
 * contacts, lease-form templates): to whom, created, expires, last opened, with Revoke per link and
 * Revoke all. `recordPath` is the record's API path (`/work-orders/<id>`); `refreshKey` reloads the list
 * after the dialog made a new link.
 */
import { Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import type { RevokedShareLinksResponse, ShareLink, ShareLinkListResponse } from '@lintel/shared';
import { api } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { failWith, toastSuccess } from '../../../lib/toast.ts';

export function ShareLinksPanel({ recordPath, refreshKey = 0 }: { recordPath: string; refreshKey?: number }) {
  const [links, setLinks] = useState<ShareLink[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        setLinks((await api.get<ShareLinkListResponse>(`${recordPath}/share-links`, { signal })).results);
      } catch (error) {
        if (!signal?.aborted) failWith(error, 'Failed to fetch share links');
      }
    },
    [recordPath],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, refreshKey]);

  async function revoke(id: string | 'all') {
    setBusy(id);
    try {
      if (id === 'all') {
        const { revoked } = await api.delete<RevokedShareLinksResponse>(`${recordPath}/share-links`);
        toastSuccess(revoked === 1 ? '1 link revoked' : `${revoked} links revoked`);
      } else {
        await api.delete(`/share-links/${id}`);
        toastSuccess('Link revoked');
      }
      await load();
    } catch (error) {
      failWith(error, 'Failed to revoke the link');
    } finally {
      setBusy(null);
    }
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
