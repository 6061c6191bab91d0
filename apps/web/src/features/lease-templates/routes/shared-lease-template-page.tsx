/** /lease-form-templates/shared/:token (the link in the share e-mail): the shared template, no account needed. */
import { Alert, Anchor, Card, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { failureMessage } from '../../../lib/data-cache.ts';
import { useSharedLeaseTemplateQuery } from '../api/lease-templates-api.ts';
import { TemplateDetails } from '../components/template-details.tsx';
import { formatDate } from '../../../lib/format.ts';

export default function SharedLeaseTemplatePage() {
  const { token = '' } = useParams();
  const query = useSharedLeaseTemplateQuery(token);
  const state = query.data
    ? { template: query.data, error: null }
    : query.isError
      ? { template: null, error: failureMessage(query.error, 'Failed to get lease template by token') }
      : null;
  return (
    <Container size="sm" py="xl" component="main">
      <Stack>
        <Text fw={700} c="indigo.8">
          Lintel
        </Text>
        {!state && (
          <Center py="xl" role="status">
            <Loader aria-label="Loading" />
          </Center>
        )}
        {state?.error && (
          <Alert color="red" role="alert" title="Failed to get lease template by token">
            {state.error}
          </Alert>
        )}
        {state?.template && (
          <Card withBorder padding="lg">
            <Stack>
              <div>
                <Title order={1}>{state.template.name}</Title>
                <Text c="dimmed" size="sm">
                  Shared by {state.template.sharedBy} · link valid until {formatDate(state.template.expiresAt)}
                </Text>
              </div>
              {state.template.description && <Text>{state.template.description}</Text>}
              <TemplateDetails template={state.template} />
              <Text size="sm">
                Use templates like this one for your own leases:{' '}
                <Anchor component={Link} to={paths.signUp}>
                  create a Lintel account
                </Anchor>
                .
              </Text>
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
