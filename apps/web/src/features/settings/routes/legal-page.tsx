/** Public /terms and /privacy (linked from sign-up): Lintel's Terms of Service and Privacy Policy, readable without an account. */
import { Anchor, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { PrivacyPolicy, TermsOfService } from '../components/legal-text.tsx';

export function LegalPage({ document }: { document: 'terms' | 'privacy' }) {
  return (
    <Container size="md" py="xl">
      <Stack>
        <Group justify="space-between">
          <Text fw={700} size="lg" component={Link} to={paths.home} style={{ textDecoration: 'none', color: 'inherit' }}>
            Lintel
          </Text>
          <Group gap="md">
            <Anchor component={Link} to={paths.terms} aria-current={document === 'terms' ? 'page' : undefined}>
              Terms of Service
            </Anchor>
            <Anchor component={Link} to={paths.privacy} aria-current={document === 'privacy' ? 'page' : undefined}>
              Privacy Policy
            </Anchor>
          </Group>
        </Group>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" component="main">
          {document === 'terms' ? <TermsOfService headingOrder={1} /> : <PrivacyPolicy headingOrder={1} />}
        </Paper>
      </Stack>
    </Container>
  );
}

export function TermsPage() {
  return <LegalPage document="terms" />;
}

export function PrivacyPage() {
  return <LegalPage document="privacy" />;
}
