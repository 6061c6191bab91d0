/**
 * The landlord's request-portal card for one property: the printable QR code, the link to copy, and
 * rotate / turn off (each confirmed first: printed codes stop working).
 */
import { Alert, Button, Card, CopyButton, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { PortalLink } from '@lintel/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import { failureMessage, queryView } from '../../../lib/data-cache.ts';
import { useChangePortalLinkMutation, usePortalLinkQuery } from '../api/maintenance-api.ts';

type Pending = 'rotate' | 'off' | null;

/** Opens a window with only the QR code and the property's name, and prints it. */
function printQr(link: PortalLink, propertyName: string) {
  const popup = window.open('', '_blank', 'width=480,height=640');
  if (!popup || !link.qrSvg) return;
  const heading = popup.document.createElement('h1');
  heading.textContent = `Report a problem at ${propertyName}`;
  const hint = popup.document.createElement('p');
  hint.textContent = 'Scan the code with your phone camera. No account needed.';
  const holder = popup.document.createElement('div');
  holder.style.width = '320px';
  holder.innerHTML = link.qrSvg; // the server's own SVG of the link
  popup.document.body.style.fontFamily = 'sans-serif';
  popup.document.body.append(heading, hint, holder);
  popup.focus();
  popup.print();
}

export function PortalCard({ propertyId, propertyName }: { propertyId: string; propertyName: string }) {
  const query = usePortalLinkQuery(propertyId);
  const [changeLink, change] = useChangePortalLinkMutation();
  const [pending, setPending] = useState<Pending>(null);
  // `currentData`: another property's link never shows while this one's loads.
  const link = query.currentData ?? null;
  const view = queryView({ ...query, data: query.currentData }, 'Failed to get the portal link');
  // The card shows the failure itself (no toast): the read's, else the last change's.
  const error = view.state === 'error' ? view.message : change.isError ? failureMessage(change.error, 'Failed to update the portal link') : null;
  const busy = change.isLoading;

  async function run(next: 'on' | 'off' | 'rotate') {
    await changeLink({ propertyId, change: next });
    setPending(null);
  }

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="portal-title">
      <Title order={2} size="h4" id="portal-title">
        Request portal · {propertyName}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Anyone with this link or QR code (a guest, a neighbour, a tenant not yet invited) can report a problem without an account. It lands in your
        “In review” list.
      </Text>
      {error && (
        <Alert color="red" role="alert" mb="sm">
          {error}
        </Alert>
      )}
      {view.state === 'loading' && <Loader size="sm" aria-label="Loading the portal link" />}
      {link && !link.enabled && (
        <Group>
          <Text size="sm">The link is turned off.</Text>
          <Button size="xs" loading={busy} onClick={() => void run('on')}>
            Turn on
          </Button>
        </Group>
      )}
      {link?.enabled && link.url && (
        <Group align="flex-start" gap="lg" wrap="wrap">
          {link.qrSvg && (
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(link.qrSvg)}`}
              alt={`QR code of the request portal of ${propertyName}`}
              width={148}
              height={148}
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
            />
          )}
          <Stack gap="xs" style={{ flex: '1 1 260px', minWidth: 0 }}>
            <TextInput label="Portal link" value={link.url} readOnly onFocus={(event) => event.currentTarget.select()} />
            <Group gap="xs">
              <CopyButton value={link.url}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
              <Button size="xs" variant="light" onClick={() => printQr(link, propertyName)}>
                Print QR code
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setPending('rotate')}>
                Rotate link
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={() => setPending('off')}>
                Turn off
              </Button>
            </Group>
          </Stack>
        </Group>
      )}
      <ConfirmDialog
        opened={pending !== null}
        title={pending === 'rotate' ? 'Rotate the portal link?' : 'Turn the portal link off?'}
        message={
          pending === 'rotate'
            ? 'The current link and every printed QR code stop working; you get a new link to share.'
            : 'Nobody can file a request through this link until you turn it on again.'
        }
        confirmLabel={pending === 'rotate' ? 'Rotate link' : 'Turn off'}
        loading={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void run(pending === 'rotate' ? 'rotate' : 'off')}
      />
    </Card>
  );
}
