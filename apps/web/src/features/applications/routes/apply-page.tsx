/** /apply/:token (the link a landlord sends): the application wizard for one property, without an account. */
import { Alert, Anchor, Card, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { failureMessage } from '../../../lib/data-cache.ts';
import { uploadApplicationFile, usePublicApplicationQuery, useSubmitPublicApplicationMutation } from '../api/applications-api.ts';
import { ApplicationWizard } from '../components/application-wizard.tsx';
import { emptyWizardData } from '../components/wizard-state.ts';
import { draftKey } from '../../../lib/form-draft.ts';

export default function ApplyPage() {
  const { token = '' } = useParams();
  const context = usePublicApplicationQuery(token);
  const [submit] = useSubmitPublicApplicationMutation();
  const [submitted, setSubmitted] = useState<string | null>(null);
  const property = context.data?.property;
  const place = property ? [property.buildingName, property.nickname].filter(Boolean).join(' · ') : '';
  const address = property ? [property.address, property.city, property.state].filter(Boolean).join(', ') : '';

  return (
    <Container size="md" py="xl" component="main">
      <Stack>
        <Text fw={700} c="indigo.8">
          Lintel
        </Text>
        {!context.data && !context.isError && (
          <Center py="xl" role="status">
            <Loader aria-label="Loading" />
          </Center>
        )}
        {!context.data && context.isError && (
          <Alert color="red" role="alert" title="This link can't be used">
            {failureMessage(context.error, 'This application link is not valid')} Ask the landlord for a new link.
          </Alert>
        )}
        {context.data && !submitted && (
          <>
            <div>
              <Title order={1}>Rental application</Title>
              <Text c="dimmed">
                {place}
                {address ? ` — ${address}` : ''} · {context.data.landlordName}
              </Text>
            </div>
            <Card withBorder padding="lg">
              <ApplicationWizard
                initialData={emptyWizardData(context.data.applicantEmail ?? '')}
                draftKey={draftKey('rental-application', token)}
                onUpload={(file) => uploadApplicationFile(token, file)}
                onSubmit={async (payload) => {
                  // A failure is thrown to the wizard, which shows its message.
                  const result = await submit({ token, input: payload }).unwrap();
                  setSubmitted(result.message);
                }}
              />
            </Card>
          </>
        )}
        {submitted && (
          <Alert color="teal" title="Application sent" role="status">
            <Text mb="sm">{submitted}</Text>
            <Text size="sm">
              {context.data?.landlordName} will get back to you. Want to follow your tenancy online?{' '}
              <Anchor component={Link} to={paths.signUp}>
                Create a Lintel account
              </Anchor>
              .
            </Text>
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
