/** /lease-form-templates: the landlord's templates; create one, share it by e-mail, delete it. */
import { Alert, Button, Card, Group, Modal, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { LeaseTemplate } from '@lintel/shared';
import { errorMessage } from '../../../lib/api-client.ts';
import { IconPlus } from '../../../components/ui/icons.tsx';
import { createLeaseTemplate, deleteLeaseTemplate, getLeaseTemplates, shareLeaseTemplate } from '../api/lease-template-calls.ts';
import { TemplateForm } from '../components/template-form.tsx';
import { TemplateDetails } from '../components/template-details.tsx';
import { paths } from '../../../lib/paths.ts';
import { LandlordOnly } from '../../../components/ui/role-gate/role-gate.tsx';

function ShareModal({ template, onClose }: { template: LeaseTemplate; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened onClose={onClose} title="Share lease template" centered>
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (!/^\S+@\S+\.\S+$/.test(email.trim())) return setError('Enter a valid e-mail address');
          setError(null);
          setPending(true);
          const shared = await shareLeaseTemplate(template.id, email.trim());
          setPending(false);
          if (shared) onClose();
        }}
      >
        <Stack>
          <Text size="sm">
            We e-mail a link to <strong>{template.name}</strong>. It opens without an account and is valid for 30 days.
          </Text>
          <TextInput label="E-mail" type="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Share
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function LeaseTemplatesPageScreen() {
  const [state, setState] = useState<{ status: 'pending' | 'succeeded' | 'rejected'; items: LeaseTemplate[]; error: string | null }>({
    status: 'pending',
    items: [],
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const [creating, setCreating] = useState(false);
  const [createPending, setCreatePending] = useState(false);
  const [sharing, setSharing] = useState<LeaseTemplate | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getLeaseTemplates(controller.signal)
      .then((response) => setState({ status: 'succeeded', items: response.results, error: null }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'rejected', items: [], error: errorMessage(error, 'Failed to fetch lease templates') });
      });
    return () => controller.abort();
  }, [attempt]);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <div>
          <Title order={1}>Lease templates</Title>
          <Text c="dimmed" size="sm">
            Fees, clauses and default terms to start a lease from, or to share with another landlord.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
          New template
        </Button>
      </Group>
      {state.status === 'rejected' && (
        <Alert color="red" role="alert" title="Could not load templates">
          <Text mb="sm">{state.error}</Text>
          <Button size="xs" onClick={() => setAttempt((value) => value + 1)}>
            Retry
          </Button>
        </Alert>
      )}
      {state.status === 'pending' && <Skeleton height={160} role="status" aria-label="Loading templates" />}
      {state.status === 'succeeded' && state.items.length === 0 && (
        <Card withBorder padding="xl">
          <Text ta="center" c="dimmed">
            No templates yet. Create one with your usual fees and clauses.
          </Text>
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {state.items.map((template) => (
          <Card key={template.id} withBorder component="article" aria-label={template.name}>
            <Stack gap="sm">
              <div>
                <Text fw={650} fz="lg">
                  {template.name}
                </Text>
                {template.description && (
                  <Text size="sm" c="dimmed">
                    {template.description}
                  </Text>
                )}
              </div>
              <TemplateDetails template={template} />
              <Group justify="flex-end" gap="xs">
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={async () => {
                    if (!window.confirm(`Delete the template ${template.name}?`)) return;
                    if (await deleteLeaseTemplate(template.id))
                      setState((current) => ({ ...current, items: current.items.filter((item) => item.id !== template.id) }));
                  }}
                >
                  Delete
                </Button>
                <Button variant="light" size="xs" onClick={() => setSharing(template)}>
                  Share by e-mail
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {creating && (
        <Modal opened onClose={() => setCreating(false)} title="New lease template" size="lg" fullScreen={window.innerWidth < 640}>
          <TemplateForm
            pending={createPending}
            onCancel={() => setCreating(false)}
            onSubmit={async (input) => {
              setCreatePending(true);
              const template = await createLeaseTemplate(input);
              setCreatePending(false);
              if (template) {
                setState((current) => ({ ...current, items: [template, ...current.items] }));
                setCreating(false);
              }
            }}
          />
        </Modal>
      )}
      {sharing && <ShareModal template={sharing} onClose={() => setSharing(null)} />}
    </Stack>
  );
}

export default function LeaseTemplatesPage() {
  return (
    <LandlordOnly title="Lease templates" tenantHome={paths.myLease}>
      <LeaseTemplatesPageScreen />
    </LandlordOnly>
  );
}
