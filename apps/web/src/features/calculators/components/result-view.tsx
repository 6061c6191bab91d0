/** A computed result: the figures, the explanation (AI or template, labelled), the chart and the assumptions. */
import { Card, Group, List, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { calculatorLabels, formatFigure, type CalculatorResult } from '@lintel/shared';

const ResultChart = lazy(() => import('./result-chart.tsx'));
// Small SVG pictures (issue 22): loaded with a result, never on the first screen.
const AffordabilityGauge = lazy(() => import('./affordability-gauge.tsx'));
const PaybackChart = lazy(() => import('./payback-chart.tsx'));

export function ResultView({ result }: { result: CalculatorResult }) {
  const { figures, series, notes } = result.result;
  return (
    <Stack gap="md" data-testid="calculator-result">
      <div>
        <Text size="sm" c="dimmed">
          {calculatorLabels[result.kind]}
        </Text>
        <Title order={2} size="h3">
          {result.title}
        </Title>
      </div>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="xs">
        {figures.map((figure) => (
          <Card key={figure.key} withBorder padding="sm">
            <Text size="xs" c="dimmed">
              {figure.label}
            </Text>
            <Text fw={700} size="lg" data-figure={figure.key}>
              {formatFigure(figure)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder padding="md" aria-labelledby="explanation-title">
        <Group justify="space-between" mb="xs">
          <Title order={3} size="h5" id="explanation-title">
            What this means
          </Title>
          {/* Plain words, not an upper-case badge: who wrote the explanation (issue 22 item 9). */}
          <Text size="xs" c="dimmed" data-testid="explanation-source">
            {result.source === 'ai' ? 'Explained by AI from these figures' : "Explained from Lintel's guidance for these figures"}
          </Text>
        </Group>
        <Text data-testid="explanation">{result.explanation.summary}</Text>
        <List mt="sm" spacing={4} size="sm">
          {result.explanation.recommendations.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Card>
      {result.kind === 'affordability' && (
        <Card withBorder padding="md">
          <Suspense fallback={<Loader size="sm" aria-label="Loading chart" />}>
            <AffordabilityGauge result={result} />
          </Suspense>
        </Card>
      )}
      {series?.kind === 'savings' && (
        <Card withBorder padding="md">
          <Suspense fallback={<Loader size="sm" aria-label="Loading chart" />}>
            <PaybackChart result={result} />
          </Suspense>
        </Card>
      )}
      {series && series.kind !== 'savings' && (
        <Card withBorder padding="md">
          <Suspense fallback={<Loader size="sm" aria-label="Loading chart" />}>
            <ResultChart series={series} />
          </Suspense>
        </Card>
      )}
      <Stack gap={2}>
        {notes.map((note) => (
          <Text key={note} size="xs" c="dimmed">
            {note}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
