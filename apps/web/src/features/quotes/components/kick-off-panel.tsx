/**
 * The job after a quote was accepted (spec point 3 group filters kickOff, startDateConfirmed,
 * completed): the installer proposes the start date, the requester confirms it, then marks the job
 * completed. `side` picks whose buttons show. Each write's answer goes into the data cache (the
 * requester's list, the quote editor); `onChanged`, when given, gets it too.
 */
import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { ProviderQuoteRequest, QuoteRequest } from '@lintel/shared';
import { useCompleteJobMutation, useConfirmStartDateMutation, useProposeStartDateMutation } from '../api/quotes-api.ts';
import { formatDate } from './quote-format.ts';

type KickOff = QuoteRequest['kickOff'];

/** A titled section (not an alert: nothing here needs announcing when the page loads). */
function JobSection({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Job" bg="teal.0">
      <Text fw={650} size="sm" mb={4}>
        Job
      </Text>
      {children}
    </Paper>
  );
}
const day = (date: string) => formatDate(`${date}T12:00:00Z`);

export function KickOffPanel(
  props:
    | { side: 'requester'; request: QuoteRequest; onChanged?: (request: QuoteRequest) => void }
    | { side: 'provider'; request: ProviderQuoteRequest; onChanged?: (request: ProviderQuoteRequest) => void },
) {
  const kickOff: KickOff = props.request.kickOff;
  const [startDate, setStartDate] = useState(kickOff?.startDate ?? '');
  const [propose, proposing] = useProposeStartDateMutation();
  const [confirm, confirming] = useConfirmStartDateMutation();
  const [complete, completing] = useCompleteJobMutation();
  const busy = proposing.isLoading || confirming.isLoading || completing.isLoading;

  /** Runs a write (its toasts are the mutation's, spec point 8) and hands the answer to `onChanged`. */
  async function run<T>(call: { unwrap: () => Promise<T> }, done: ((value: T) => void) | undefined) {
    const answer = await call.unwrap().catch(() => null);
    if (answer && done) done(answer);
  }

  const state = !kickOff
    ? 'Waiting for the installer to propose a start date.'
    : kickOff.completedAt
      ? `Completed on ${formatDate(kickOff.completedAt)}.`
      : kickOff.confirmedAt
        ? `Start date ${day(kickOff.startDate)} confirmed.`
        : `Start date ${day(kickOff.startDate)} proposed, waiting for confirmation.`;

  if (props.side === 'provider') {
    const { request, onChanged } = props;
    const canPropose = !kickOff?.confirmedAt;
    const submit = (event: FormEvent) => {
      event.preventDefault();
      if (!startDate) return;
      void run(propose({ requestId: request.id, startDate }), onChanged);
    };
    return (
      <JobSection>
        <Text size="sm" mb={canPropose ? 'xs' : 0}>
          {state}
        </Text>
        {canPropose && (
          <form onSubmit={submit} aria-label="Propose start date">
            <Group align="flex-end" gap="xs">
              <TextInput type="date" label="Start date" required value={startDate} onChange={(event) => setStartDate(event.currentTarget.value)} />
              <Button type="submit" loading={busy} disabled={!startDate}>
                {kickOff ? 'Propose again' : 'Propose start date'}
              </Button>
            </Group>
          </form>
        )}
      </JobSection>
    );
  }

  const { request, onChanged } = props;
  return (
    <JobSection>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{state}</Text>
        {kickOff && !kickOff.confirmedAt && (
          <Button size="xs" loading={busy} onClick={() => void run(confirm(request.id), onChanged)}>
            Confirm start date
          </Button>
        )}
        {kickOff?.confirmedAt && !kickOff.completedAt && (
          <Button size="xs" variant="light" loading={busy} onClick={() => void run(complete(request.id), onChanged)}>
            Mark completed
          </Button>
        )}
      </Group>
    </JobSection>
  );
}
