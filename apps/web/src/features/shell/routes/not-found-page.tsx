/** 404 page. */
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

export default function NotFoundPage() {
  return (
    <main className="auth-page">
      <Stack align="center" gap="md" c="white" ta="center">
        <Text fz={64} fw={800} aria-hidden="true">
          404
        </Text>
        <Title order={1} c="white">
          Page not found
        </Title>
        <Text c="gray.2">The page you're looking for doesn't exist or has moved.</Text>
        <Button component={Link} to={paths.dashboard} variant="white">
          Go to the dashboard
        </Button>
      </Stack>
    </main>
  );
}
