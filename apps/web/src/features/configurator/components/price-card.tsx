/** The instant price estimate of one opening (spec issue 6; decision 001 formula). */
import { Divider, Group, Stack, Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { ConfiguredModel } from '../model.ts';
import { estimateModel, formatMoney } from '../model.ts';
import { useCatalogue } from './use-catalogue.ts';

export function useEstimate(model: ConfiguredModel | null) {
  const { projectTypes, addons } = useCatalogue();
  return useMemo(
    () => (model ? estimateModel(model, projectTypes.find((type) => type.key === model.projectType), addons) : null),
    [model, projectTypes, addons],
  );
}

/** Memoised: the configurator passes a deferred model, so a click renders the estimate after it paints. */
export const PriceCard = memo(function PriceCard({ model, detailed }: { model: ConfiguredModel; detailed?: boolean }) {
  const estimate = useEstimate(model);
  if (!estimate) return null;
  return (
    <Stack gap={4} aria-label="Price estimate" role="group">
      {detailed &&
        estimate.lines.map((line) => (
          <Group key={line.label} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">{line.label}</Text>
            <Text size="sm">{formatMoney(line.amount)}</Text>
          </Group>
        ))}
      {detailed && <Divider my={4} />}
      <Group justify="space-between">
        <Text fw={600}>Estimate</Text>
        <Text fw={700} size="lg" data-testid="price-estimate">
          {formatMoney(estimate.total)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        Instant estimate before measuring and installation quotes.
      </Text>
    </Stack>
  );
});
