/** Frame of the sign-in, sign-up, verification and password pages. */
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="auth-page">
      <Paper className="auth-card" p={{ base: 'lg', sm: 32 }} radius="lg" shadow="xl">
        <Stack gap="xs" mb="lg">
          <Text fw={700} c="indigo.8" size="lg" aria-hidden="true">
            Lintel
          </Text>
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Paper>
    </main>
  );
}
