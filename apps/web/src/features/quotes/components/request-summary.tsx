/** What a quote request asks for: the openings with their answers, dates, location, parking, replace-existing. */
import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { projectTypeLabels } from '@lintel/shared';
import type { QuoteRequestModel, ProjectTypeKey } from '@lintel/shared';
import { formatMoney } from './quote-format.ts';

interface RequestLike {
  models: QuoteRequestModel[];
  dateRanges: Array<{ start: string; end: string }>;
  location: { address: string };
  parkingInfo: string;
  replaceExisting: Partial<Record<ProjectTypeKey, boolean>>;
  note: string;
}

export function RequestSummary({ request }: { request: RequestLike }) {
  return (
    <Stack gap="xs">
      <List spacing={6} size="sm">
        {request.models.map((model) => (
          <List.Item key={model.id}>
            <Text size="sm" fw={600} span>
              {model.name}
            </Text>
            {model.width && model.height ? <Text size="sm" span>{` — ${model.width}" x ${model.height}"`}</Text> : null}
            {model.room ? <Text size="sm" c="dimmed" span>{` · ${model.room}${model.floor ? `, ${model.floor} floor` : ''}`}</Text> : null}
            <Text size="xs" c="dimmed">
              {model.choices.map((choice) => `${choice.question}: ${choice.answer}`).join(' · ') || 'Standard options'}
              {` · estimate ${formatMoney(model.priceEstimate)}`}
            </Text>
          </List.Item>
        ))}
      </List>
      <Group gap="xs">
        {Object.entries(request.replaceExisting).map(([type, replace]) => (
          <Badge key={type} variant="outline" color="gray">
            {projectTypeLabels[type as ProjectTypeKey]}: {replace ? 'replace existing' : 'new opening'}
          </Badge>
        ))}
      </Group>
      <Text size="sm">
        <Text span fw={600}>Available: </Text>
        {request.dateRanges.map((range) => `${range.start} to ${range.end}`).join(', ')}
      </Text>
      <Text size="sm">
        <Text span fw={600}>Where: </Text>
        {request.location.address || '—'}
      </Text>
      <Text size="sm">
        <Text span fw={600}>Parking: </Text>
        {request.parkingInfo}
      </Text>
      {request.note && (
        <Text size="sm">
          <Text span fw={600}>Note: </Text>
          {request.note}
        </Text>
      )}
    </Stack>
  );
}
