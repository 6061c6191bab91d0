/**
 * What a quote request asks for: the openings with their answers, add-ons, notes and photos, dates,
 * location, parking, replace-existing (the provider's request view and quote editor).
 */
import { Anchor, Badge, Group, Image, List, Stack, Text } from '@mantine/core';
import { projectTypeLabels } from '@lintel/shared';
import type { QuoteRequestModel, ProjectTypeKey } from '@lintel/shared';
import { formatMoney } from './quote-format.ts';

interface RequestLike {
  models: QuoteRequestModel[];
  dateRanges: Array<{ start: string; end: string }>;
  location: { address: string | null; area?: string | undefined };
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
            {/* Issue 21 item 3: what the homeowner added reaches the installer — add-ons by name and price, notes, photos. */}
            {model.addons.length > 0 && (
              <Text size="sm">
                <Text span fw={600}>Add-ons: </Text>
                {model.addons.map((addon) => `${addon.name} (${formatMoney(addon.price)})`).join(', ')}
              </Text>
            )}
            {model.note && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                <Text span fw={600}>Homeowner's note: </Text>
                {model.note}
              </Text>
            )}
            {model.photos.length > 0 && (
              <Group gap="xs" mt={4} aria-label={`Photos of ${model.name}`} role="group">
                {model.photos.map((photo) =>
                  photo.mimeType.startsWith('image/') ? (
                    <Anchor key={photo.id} href={photo.url} target="_blank" rel="noreferrer">
                      <Image src={photo.previewUrl ?? photo.url} alt={photo.name} w={72} h={72} radius="sm" fit="cover" />
                    </Anchor>
                  ) : (
                    <Anchor key={photo.id} href={photo.url} target="_blank" rel="noreferrer" size="sm">
                      {photo.name}
                    </Anchor>
                  ),
                )}
              </Group>
            )}
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
        {request.location.address ?? (
          // A provider sees the area until their quote is accepted (issue 30 item 10).
          <>
            <Text span size="sm">
              {request.location.area || '—'}
            </Text>{' '}
            <Text span size="xs" c="dimmed">
              (street address shown once your quote is accepted)
            </Text>
          </>
        )}
        {request.location.address === '' && '—'}
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
