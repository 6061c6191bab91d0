/**
 * Settings → Your data (issue 30 item 15): "Export my data" starts a job and shows its progress (the
 * list is polled each second while an export is being built), then a download button; "Close my
 * account" asks for the account's e-mail address, then says when it will be erased and that signing
 * in before then cancels it.
 */
import { Alert, Button, Divider, Group, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ACCOUNT_CLOSURE_GRACE_DAYS, type AccountExport } from '@lintel/shared';
import { formatDate } from '../../../lib/format.ts';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { failWith } from '../../../lib/toast.ts';
import { loggedOut } from '../../auth/index.ts';
import { downloadAccountExport, useAccountClosureQuery, useAccountExportsQuery, useCloseAccountMutation, useStartAccountExportMutation } from '../api/account-data-api.ts';

const building = (entry: AccountExport | undefined) => entry?.status === 'queued' || entry?.status === 'running';

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function ExportSection() {
  const [pollingInterval, setPollingInterval] = useState(0);
  const exports = useAccountExportsQuery(undefined, { pollingInterval });
  const latest = exports.data?.results[0];
  const wanted = building(latest) ? 1000 : 0;
  if (wanted !== pollingInterval) setPollingInterval(wanted);
  const [start, started] = useStartAccountExportMutation();
  const [downloading, setDownloading] = useState(false);

  async function download(entry: AccountExport) {
    setDownloading(true);
    try {
      await downloadAccountExport(entry.id);
    } catch (error) {
      failWith(error, 'Could not download the export');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Stack gap="sm" maw={620}>
      <Title order={3}>Export my data</Title>
      <Text size="sm">
        A zip of everything your account holds and every record you take part in: each kind of record as JSON and as CSV, every file you
        uploaded exactly as stored, and <code>manifest.json</code> with the SHA-256 of each file. We e-mail you a link when it is ready.
      </Text>
      <Group>
        <Button onClick={() => void start()} loading={started.isLoading} disabled={building(latest)}>
          Export my data
        </Button>
      </Group>
      {latest && building(latest) && (
        <Stack gap={4}>
          <Text size="sm">Building your export… {latest.percent}%</Text>
          <Progress value={latest.percent} aria-label="Export progress" animated />
        </Stack>
      )}
      {latest?.status === 'failed' && (
        <Alert color="red" title="The export failed">
          Start it again; if it keeps failing, tell us.
        </Alert>
      )}
      {latest?.status === 'ready' && (
        <Group>
          <Text size="sm">
            Export of {formatDate(latest.createdAt)} is ready{latest.size !== null ? ` (${formatSize(latest.size)})` : ''}.
          </Text>
          <Button variant="light" onClick={() => void download(latest)} loading={downloading}>
            Download the zip
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function CloseSection() {
  const email = useAppSelector((state) => state.auth.user?.email) ?? '';
  const dispatch = useAppDispatch();
  const closure = useAccountClosureQuery();
  const [close, closing] = useCloseAccountMutation();
  const [typed, setTyped] = useState('');
  const closesAt = closing.data?.closesAt ?? closure.data?.closesAt ?? null;
  const matches = typed.trim().toLowerCase() === email.toLowerCase() && email !== '';

  if (closesAt) {
    return (
      <Alert color="orange" title="Your account is closing">
        <Stack gap="xs">
          <Text size="sm">
            It will be erased on {formatDate(closesAt)}. Signing in before then cancels the closing. We signed you out everywhere.
          </Text>
          <Group>
            <Button variant="default" onClick={() => dispatch(loggedOut())}>
              Sign out
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="sm" maw={620}>
      <Title order={3}>Close my account</Title>
      <Text size="sm">
        Your account is erased {ACCOUNT_CLOSURE_GRACE_DAYS} days after you ask: your records and files are deleted. Records you share with
        others (a lease you rent, messages you sent, work orders you quoted on) stay with them, showing you as “Former user”. Signing in
        during those {ACCOUNT_CLOSURE_GRACE_DAYS} days cancels the closing. Export your data first if you want to keep it.
      </Text>
      <TextInput
        label="Type your e-mail address to confirm"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        autoComplete="off"
        maw={400}
      />
      <Group>
        <Button color="red" disabled={!matches} loading={closing.isLoading} onClick={() => void close({ confirmEmail: typed.trim() })}>
          Close my account
        </Button>
      </Group>
    </Stack>
  );
}

export default function YourDataTab() {
  return (
    <Stack gap="xl">
      <ExportSection />
      <Divider />
      <CloseSection />
    </Stack>
  );
}
