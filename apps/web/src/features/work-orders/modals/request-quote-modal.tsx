/**
 * 'Request quote' modal: the suggested contractors (GET /work-orders/generate-contractors/{id}),
 * ranked with their reasons and the engine that ranked them (AI or Lintel's rules); the landlord
 * ticks Lintel service providers and asks them (PATCH /work-orders/request-quote/{id}). Each entry's
 * score reads as a reason ("Does windows & doors · 4.8★ · 3 jobs with you", issue 21 item 9); a
 * contact who is not on Lintel is asked by e-mail from here (or can be assigned on the work order).
 */
import { Alert, Anchor, Badge, Button, Checkbox, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { queryView } from '../../../lib/data-cache.ts';
import { useRequestQuotesMutation, useSuggestedContractorsQuery } from '../api/work-orders-api.ts';

/** A mailto: link asking a contact-only contractor for a quote on `workOrderName`. */
function askByEmail(email: string, contactName: string, workOrderName: string | undefined): string {
  const job = workOrderName ? `"${workOrderName}"` : 'a job';
  const subject = `Could you quote ${job}?`;
  const body = `Hello ${contactName},\n\nCould you send me a quote for ${job}? Reply to this e-mail with your price and your earliest start.\n\nThank you.`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export default function RequestQuoteModal({ onClose, id, name }: StackedModalProps & { id: string; name?: string }) {
  const suggestions = useSuggestedContractorsQuery(id);
  const answer = suggestions.data;
  const view = queryView(suggestions, 'Failed to load suggested contractors');
  const error = view.state === 'error' ? view.message : null;
  const [requestQuotes, { isLoading: sending }] = useRequestQuotesMutation();
  const [picked, setPicked] = useState<string[]>([]);

  async function send() {
    const result = await requestQuotes({ id, providerIds: picked });
    if (!result.error) onClose();
  }

  return (
    <Modal opened onClose={onClose} title="Request quotes" size="lg">
      <Stack>
        {error ? <Alert color="red">{error}</Alert> : null}
        {!answer && !error ? <Loader aria-label="Ranking contractors" /> : null}
        {answer ? (
          <>
            <Text size="sm" c="dimmed" data-testid="suggestion-source">
              {answer.source === 'ai'
                ? 'Suggested contractors, ranked and explained by AI from your data.'
                : "Suggested contractors, ranked by Lintel's rules (no AI provider configured)."}
            </Text>
            {answer.contractors.length === 0 ? (
              <Text>No contractors yet: add contractors to your contacts, or invite service providers to Lintel.</Text>
            ) : null}
            <Stack gap="sm" role="list" aria-label="Suggested contractors">
              {answer.contractors.map((contractor) => {
                const selectable = contractor.providerId !== null;
                return (
                  <Stack
                    key={contractor.id}
                    gap={4}
                    role="listitem"
                    p="sm"
                    style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
                  >
                    <Group justify="space-between" wrap="wrap" gap="xs">
                      {selectable ? (
                        <Checkbox
                          label={<Text fw={600}>{contractor.name}</Text>}
                          checked={picked.includes(contractor.providerId!)}
                          onChange={(event) => {
                            const checked = event.currentTarget.checked;
                            setPicked((current) =>
                              checked
                                ? [...current, contractor.providerId!]
                                : current.filter((value) => value !== contractor.providerId),
                            );
                          }}
                        />
                      ) : (
                        <Text fw={600}>{contractor.name}</Text>
                      )}
                      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                        <Badge variant="outline" color={selectable ? 'blue' : 'gray'}>
                          {selectable ? 'On Lintel' : 'Contact only'}
                        </Badge>
                      </Group>
                    </Group>
                    <Text size="sm" fw={500} data-testid="contractor-headline">
                      {contractor.headline}
                    </Text>
                    {!selectable ? (
                      contractor.email ? (
                        <Anchor href={askByEmail(contractor.email, contractor.name, name)} size="sm">
                          Ask {contractor.name} by e-mail
                        </Anchor>
                      ) : (
                        <Text size="sm" c="dimmed">
                          Not on Lintel and no e-mail on file: add their e-mail in Contacts to ask them, or assign them on the work order.
                        </Text>
                      )
                    ) : null}
                    <List size="xs" spacing={2} c="dimmed" aria-label={`Why ${contractor.name}`}>
                      {contractor.reasons.map((reason) => (
                        <List.Item key={reason}>{reason}</List.Item>
                      ))}
                    </List>
                  </Stack>
                );
              })}
            </Stack>
          </>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void send()} loading={sending} disabled={picked.length === 0}>
            Request {picked.length || ''} quote{picked.length === 1 ? '' : 's'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
