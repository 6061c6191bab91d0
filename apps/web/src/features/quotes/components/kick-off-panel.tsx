/**
 * The job after a quote was accepted (spec point 3 group filters kickOff, startDateConfirmed,
 * completed): the installer proposes the start date, the requester confirms it, then marks the job
 * completed. `side` picks whose buttons show; `onChanged` gets the request as the server answers it.
 */
import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { ProviderQuoteRequest, QuoteRequest } from '@lintel/shared';
import { failWith, toastSuccess } from '../../../lib/toast.ts';
import { postCompleteJob, postConfirmStartDate, postKickOff } from '../api/quote-calls.ts';
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
    | { side: 'requester'; request: QuoteRequest; onChanged: (request: QuoteRequest) => void }
    | { side: 'provider'; request: ProviderQuoteRequest; onChanged: (request: ProviderQuoteRequest) => void },
) {
  const kickOff: KickOff = props.request.kickOff;
  const [busy, setBusy] = useState(false);
  const [startDate, setStartDate] = useState(kickOff?.startDate ?? '');

  async function run<T>(call: () => Promise<T>, success: string, failure: string, done: (value: T) => void) {
    setBusy(true);
    try {
      done(await call());
      toastSuccess(success);
    } catch (error) {
      failWith(error, failure);
    } finally {
      setBusy(false);
    }
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
      void run(() => postKickOff(request.id, startDate), 'Start date proposed', 'Failed to propose the start date', onChanged);
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
          <Button size="xs" loading={busy} onClick={() => void run(() => postConfirmStartDate(request.id), 'Start date confirmed', 'Failed to confirm the start date', onChanged)}>
            Confirm start date
          </Button>
        )}
        {kickOff?.confirmedAt && !kickOff.completedAt && (
          <Button size="xs" variant="light" loading={busy} onClick={() => void run(() => postCompleteJob(request.id), 'Job marked completed', 'Failed to complete the job', onChanged)}>
            Mark completed
          </Button>
        )}
      </Group>
    </JobSection>
  );
}
