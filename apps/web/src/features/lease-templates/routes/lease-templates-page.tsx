/** /lease-form-templates: the landlord's templates; create one, share it by e-mail, delete it. */
import { Button, Card, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { LeaseTemplate } from '@lintel/shared';
import { IconPlus } from '../../../components/ui/icons.tsx';
import { useCachedPagedList } from '../../../components/ui/paged-list/use-cached-paged-list.ts';
import { ListEmpty, ListHeader, PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import {
  useCreateLeaseTemplateMutation,
  useDeleteLeaseTemplateMutation,
  useLeaseTemplatesInfiniteQuery,
  useShareLeaseTemplateMutation,
} from '../api/lease-templates-api.ts';
import { TemplateForm } from '../components/template-form.tsx';
import { TemplateDetails } from '../components/template-details.tsx';
import { paths } from '../../../lib/paths.ts';
import { LandlordOnly } from '../../../components/ui/role-gate/role-gate.tsx';
import { ShareLinksPanel } from '../../../components/ui/share-links/share-links-panel.tsx';

function ShareModal({ template, onClose }: { template: LeaseTemplate; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [shareLeaseTemplate, { isLoading: pending }] = useShareLeaseTemplateMutation();
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened onClose={onClose} title="Share lease template" centered>
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (!/^\S+@\S+\.\S+$/.test(email.trim())) return setError('Enter a valid e-mail address');
          setError(null);
          const result = await shareLeaseTemplate({ id: template.id, email: email.trim() });
          if (!result.error) onClose();
        }}
      >
        <Stack>
          <Text size="sm">
            We'll e-mail the person below a link to <strong>{template.name}</strong>. It opens without an account and is valid for 30 days.
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
      <ShareLinksPanel recordPath={`/lease-form-templates/${template.id}`} />
    </Modal>
  );
}

function LeaseTemplatesPageScreen() {
  const { list, controls } = useCachedPagedList(useLeaseTemplatesInfiniteQuery(), 'Failed to fetch lease templates');
  const [createLeaseTemplate, { isLoading: createPending }] = useCreateLeaseTemplateMutation();
  const [deleteLeaseTemplate] = useDeleteLeaseTemplateMutation();
  const [creating, setCreating] = useState(false);
  const [sharing, setSharing] = useState<LeaseTemplate | null>(null);

  const cards = (items: LeaseTemplate[]) => (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {items.map((template) => (
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
                  await deleteLeaseTemplate(template.id);
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
  );

  return (
    <Stack gap="md">
      <ListHeader
        title="Lease templates"
        total={undefined}
        noun={['template', 'templates']}
        description="Fees, clauses and default terms to start a lease from, or to share with another landlord."
        action={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
            New template
          </Button>
        }
      />
      <PagedListBody
        list={list}
        controls={controls}
        noun="templates"
        cards={cards}
        empty={<ListEmpty title="No templates yet" text="Create one with your usual fees and clauses." />}
      />
      {creating && (
        <Modal opened onClose={() => setCreating(false)} title="New lease template" size="lg" fullScreen={window.innerWidth < 640}>
          <TemplateForm
            pending={createPending}
            onCancel={() => setCreating(false)}
            onSubmit={async (input) => {
              const result = await createLeaseTemplate(input);
              if (result.data) setCreating(false);
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
