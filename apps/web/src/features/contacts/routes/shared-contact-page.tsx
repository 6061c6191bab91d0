/**
 * /contacts/shared/:token — the link a share e-mail carries. Signed-in only (the route guard sends
 * guests to /login and back here). Shows the shared contact and who shared it, and adds a copy to my
 * list ('Contact was successfully added to your list'); a second add answers 409 and says so.
 */
import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { contactTypeLabels } from '@lintel/shared';
import { queryView } from '../../../lib/data-cache.ts';
import type { ApiFailure } from '../../../lib/data-cache.ts';
import { useAddSharedContactMutation, useSharedContactQuery } from '../api/contacts-api.ts';
import { paths } from '../../../lib/paths.ts';
import { formatDate } from '../../../lib/format.ts';
import { formatPhone } from '../../../lib/format-phone.ts';


export default function SharedContactPage() {
  const { token = '' } = useParams();
  const query = useSharedContactQuery(token);
  const view = queryView(query, 'This link is invalid or has expired');
  const [addSharedContact, adding] = useAddSharedContactMutation();
  const data = query.data;
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>Shared contact</Title>
      {view.state === 'loading' && <Loader aria-label="Loading shared contact" />}
      {view.state === 'error' && (
        <Alert color="red" role="alert" title="This link does not work">
          {view.message} Ask the sender to share the contact again.
        </Alert>
      )}
      {data && (
        <Card withBorder padding="lg" component="article" aria-label={data.contact.displayName}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Shared by {data.sharedBy.fullName} · link valid until {formatDate(data.expiresAt)}
            </Text>
            <Group gap="xs">
              <Title order={2} size="h3">
                {data.contact.displayName}
              </Title>
              <Badge variant="light">{contactTypeLabels[data.contact.type]}</Badge>
              {data.contact.category && (
                <Badge variant="outline" color="gray">
                  {data.contact.category.name}
                </Badge>
              )}
            </Group>
            <dl className="facts">
              <div>
                <dt>E-mail</dt>
                <dd>{data.contact.email ?? '—'}</dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>{data.contact.phoneNumbers.map((phone) => formatPhone(phone)).join(', ') || '—'}</dd>
              </div>
              <div>
                <dt>Address</dt>
                <dd>{data.contact.address ?? '—'}</dd>
              </div>
            </dl>
            {data.contact.notes && <Text style={{ whiteSpace: 'pre-wrap' }}>{data.contact.notes}</Text>}
            {adding.isSuccess ? (
              <Alert color="teal" title="Added to your contacts">
                <Anchor component={Link} to={paths.contacts}>
                  Go to my contacts
                </Anchor>
              </Alert>
            ) : data.contact.isOwn ? (
              <Text size="sm">This contact is already yours.</Text>
            ) : (
              <>
                {adding.isError && (
                  <Alert color="red" role="alert">
                    {(adding.error as ApiFailure).message || 'Failed to add contact'}
                  </Alert>
                )}
                <Group>
                  <Button
                    onClick={() => void addSharedContact(token)}
                    loading={adding.isLoading}
                  >
                    Add to my contacts
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
