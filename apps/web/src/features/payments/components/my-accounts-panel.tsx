/**
 * My Accounts (spec point 2, account settings tab and 'my accounts' modal): the bank or other
 * accounts money goes into or comes from (GET /accounts), add or edit one in the stacked 'add or edit
 * account' modal, delete with a confirmation. A small fixed list (not paged): it uses the paged-list kit's
 * body for its loading, error-with-Retry and empty states, with no load more.
 */
import { ActionIcon, Badge, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { moneyAccountTypeLabels } from '@lintel/shared';
import type { MoneyAccount } from '@lintel/shared';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import { IconDots, IconPlus } from '../../../components/ui/icons.tsx';
import { ListEmpty, PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { queryStatus } from '../../../lib/data-cache.ts';
import { useAccountsQuery, useRemoveAccountMutation } from '../api/payments-api.ts';

export function MyAccountsPanel() {
  const dispatch = useAppDispatch();
  const accounts = useAccountsQuery();
  const [removeAccount, { isLoading: removing }] = useRemoveAccountMutation();
  const [deleting, setDeleting] = useState<MoneyAccount | null>(null);
  const add = () => dispatch(modalOpened({ name: modalNames.accountForm }));
  // The whole list comes in one answer: no next page; a refetch keeps the accounts already shown.
  const list = {
    items: accounts.data ?? [],
    status: queryStatus(accounts),
    loadMoreStatus: 'idle',
    error: 'Failed to fetch accounts',
  } as const;
  const controls = { reload: () => void accounts.refetch(), loadMore: () => undefined, hasMore: false };

  return (
    <Stack gap="sm" maw={640}>
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          Bank and other accounts you receive rent into and pay expenses from.
        </Text>
        <Button size="xs" leftSection={<IconPlus size={16} />} onClick={add}>
          Add account
        </Button>
      </Group>
      <PagedListBody
        list={list}
        controls={controls}
        noun="accounts"
        empty={<ListEmpty title="No accounts yet" text="Add the account your rent goes into." />}
        cards={(accounts) => (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="My accounts">
            {accounts.map((account) => (
              <Card key={account.id} withBorder padding="sm" component="li">
                <Group justify="space-between" wrap="nowrap">
                  <div>
                    <Group gap="xs">
                      <Text fw={600}>{account.name}</Text>
                      {account.isDefault && (
                        <Badge size="sm" variant="light">
                          Default
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {[
                        moneyAccountTypeLabels[account.type],
                        account.institution,
                        account.last4 ? `···${account.last4}` : null,
                        account.currency,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </div>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${account.name}`}>
                        <IconDots size={18} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item
                        onClick={() => dispatch(modalOpened({ name: modalNames.accountForm, props: { account } }))}
                      >
                        Edit
                      </Menu.Item>
                      <Menu.Item color="red" onClick={() => setDeleting(account)}>
                        Delete
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete account"
        message={deleting ? `Delete ${deleting.name}? Payments recorded into it keep their amounts.` : ''}
        confirmLabel="Delete"
        loading={removing}
        onConfirm={async () => {
          if (!deleting) return;
          const result = await removeAccount(deleting.id);
          if (!result.error) setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
