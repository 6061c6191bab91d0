/**
 * /calculators (issue 14): choose a calculator (?kind=), fill its form, get the numbers computed on
 * the server with a plain-language explanation (AI when configured, else the standard one) and a
 * chart; every result joins the history below, where it can be reopened or deleted.
 */
import { Alert, Card, Grid, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { calculatorInputErrors, calculatorKinds, calculatorLabels, type CalculatorHistoryItem, type CalculatorKind, type CalculatorResult, type ErrorDetail, type GenerateAiResultInput } from '@lintel/shared';
import type { ApiFailure } from '../../../lib/data-cache.ts';
import { useCachedPagedList } from '../../../components/ui/paged-list/use-cached-paged-list.ts';
import { useIsPhone } from '../../../components/ui/paged-list/list-toolbar.tsx';
import {
  useCalculatorHistoryInfiniteQuery,
  useDeleteCalculatorResultMutation,
  useGenerateCalculatorResultMutation,
  useLazyCalculatorResultQuery,
} from '../api/calculators-api.ts';
import { CalculatorForm } from '../components/calculator-form.tsx';
import { defaultValues } from '../components/calculator-fields.ts';
import { HistoryList } from '../components/history-list.tsx';
import { ResultView } from '../components/result-view.tsx';

const isKind = (value: string | null): value is CalculatorKind => calculatorKinds.includes(value as CalculatorKind);
const kindOptions = calculatorKinds.map((kind) => ({ value: kind, label: calculatorLabels[kind] }));

export default function CalculatorsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('kind');
  const kind: CalculatorKind = isKind(requested) ? requested : 'mortgage';
  const isPhone = useIsPhone();
  const [valuesByKind, setValuesByKind] = useState<Partial<Record<CalculatorKind, Record<string, number | string>>>>({});
  const values = valuesByKind[kind] ?? defaultValues(kind);
  const [errors, setErrors] = useState<ErrorDetail[]>([]);
  const [result, setResult] = useState<CalculatorResult | null>(null);
  const history = useCachedPagedList(useCalculatorHistoryInfiniteQuery(), 'Failed to fetch calculations');
  const [generate, generating] = useGenerateCalculatorResultMutation();
  const [openResult] = useLazyCalculatorResultQuery();
  const [deleteResult] = useDeleteCalculatorResultMutation();
  const busy = generating.isLoading;

  const selectKind = (next: string | null) => {
    if (!isKind(next)) return;
    setErrors([]);
    setParams({ kind: next }, { replace: true });
  };

  async function calculate() {
    // Checked here first, in plain words from the shared schema: a bad value never reaches the server,
    // so nothing wrong is computed or kept in the history (issue 22 item 4).
    const found = calculatorInputErrors({ kind, ...values });
    setErrors(found);
    if (found.length > 0) return;
    const answer = await generate({ inputData: { kind, ...values } } as GenerateAiResultInput);
    // A refused input shows under its fields, never as a developer's message in a toast (other failures toasted).
    if (answer.error) {
      const details = (answer.error as ApiFailure).details;
      if (details?.length) setErrors(details);
      return;
    }
    setResult(answer.data);
  }

  async function reopen(item: CalculatorHistoryItem) {
    const { data: opened } = await openResult(item.id, true);
    if (opened) {
      const { kind: openedKind, ...inputs } = opened.inputData as Record<string, number | string> & { kind: CalculatorKind };
      setValuesByKind((current) => ({ ...current, [openedKind]: inputs }));
      setParams({ kind: openedKind }, { replace: true });
      setResult(opened);
    }
  }

  async function remove(item: CalculatorHistoryItem) {
    const answer = await deleteResult(item.id);
    if (!answer.error && result?.id === item.id) setResult(null);
  }

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Calculators</Title>
        <Text c="dimmed">Work out a mortgage, what you can afford, a rental’s returns, renting vs buying, or new windows — with the result explained.</Text>
      </div>
      {isPhone ? (
        <Select label="Calculator" data={kindOptions} value={kind} onChange={selectKind} allowDeselect={false} />
      ) : (
        <Tabs value={kind} onChange={selectKind}>
          <Tabs.List>
            {kindOptions.map((option) => (
              <Tabs.Tab key={option.value} value={option.value}>
                {option.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Card withBorder padding="md">
              <CalculatorForm
                kind={kind}
                values={values}
                errors={errors}
                busy={busy}
                onChange={(name, value) => setValuesByKind((current) => ({ ...current, [kind]: { ...values, [name]: value } }))}
                onSubmit={() => void calculate()}
              />
            </Card>
            {!isPhone && <HistoryList history={history} openId={result?.id ?? null} onOpen={(item) => void reopen(item)} onDelete={remove} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {result ? (
            <ResultView result={result} />
          ) : (
            <Alert variant="light" title="No result yet">
              Fill in the form and choose “Calculate and explain”. The numbers are computed exactly; the explanation uses only those numbers.
            </Alert>
          )}
        </Grid.Col>
        {isPhone && (
          <Grid.Col span={12}>
            <HistoryList history={history} openId={result?.id ?? null} onOpen={(item) => void reopen(item)} onDelete={remove} />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
