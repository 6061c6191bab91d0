/**
 * Dashboard widget "Get started" (issue 11 item 6): the first-run checklist of the user's role, each
 * step with its call to action; a done step is ticked. It disappears once every step is done, so it
 * is what a new user sees first and an established one never sees.
 */
import { Button, Card, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { firstRunSteps } from './first-run-steps.ts';
import { useFirstRunProgressQuery } from '../api/first-run-api.ts';

export default function FirstRunWidget() {
  const user = useAppSelector((state) => state.auth.user);
  const { data: done } = useFirstRunProgressQuery(user ?? skipToken);
  if (!user || !done) return null;
  const steps = firstRunSteps(user.role);
  const doneCount = steps.filter((step) => done[step.id]).length;
  if (steps.length === 0 || doneCount === steps.length) return null;
  const next = steps.find((step) => !done[step.id]);

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="first-run-title">
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Title order={2} size="h4" id="first-run-title">
          Get started
        </Title>
        <Text size="sm" c="dimmed">
          {doneCount} of {steps.length} done
        </Text>
      </Group>
      <Progress value={(doneCount / steps.length) * 100} mb="md" aria-label="Checklist progress" />
      {/* Only the next step is shown in full (its why and its button); the others take one line each, so
          the checklist fits its widget without scrolling inside itself (issue 22 low). */}
      <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {steps.map((step, index) => {
          const isDone = Boolean(done[step.id]);
          const isNext = step === next;
          return (
            <li key={step.id}>
              <Group wrap="nowrap" align={isNext ? 'flex-start' : 'center'} gap="sm">
                <ThemeIcon radius="xl" size={24} variant={isDone ? 'filled' : 'light'} color={isDone ? 'teal.8' : 'indigo'} aria-hidden="true">
                  {isDone ? '✓' : index + 1}
                </ThemeIcon>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs" wrap="nowrap" justify="space-between">
                    <Text fw={600} size="sm" c={isDone ? 'dimmed' : undefined} truncate>
                      {step.title}
                    </Text>
                    {isDone && (
                      <Text size="xs" fw={700} c="teal.9">
                        Done
                      </Text>
                    )}
                    {!isDone && !isNext && (
                      <Button component={Link} to={step.to} size="compact-xs" variant="subtle" title={step.hint}>
                        {step.action}
                      </Button>
                    )}
                  </Group>
                  {isNext && (
                    <>
                      <Text size="sm" c="dimmed">
                        {step.hint}
                      </Text>
                      <Button component={Link} to={step.to} size="xs" mt={6}>
                        {step.action}
                      </Button>
                    </>
                  )}
                </div>
              </Group>
            </li>
          );
        })}
      </Stack>
    </Card>
  );
}
