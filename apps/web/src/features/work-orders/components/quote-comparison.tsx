/**
 * The work order's quotes side by side (spec point 4 "quote review"): provider and rating, total,
 * line items, tax, earliest start, memo and status; the lowest total is marked. One column per quote
 * on a wide screen, stacked on a phone.
 */
import { Badge, Button, Card, Divider, Group, Rating, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { quoteStatusLabels, type WorkOrderQuote } from '@lintel/shared';
import { formatDate, formatMoney } from './work-order-format.ts';

export interface QuoteComparisonProps {
  quotes: WorkOrderQuote[];
  /** Shown while quotes can be accepted. */
  onAccept?: ((quote: WorkOrderQuote) => void) | undefined;
}

export function QuoteComparison({ quotes, onAccept }: QuoteComparisonProps) {
  const lowest = Math.min(...quotes.filter((quote) => !quote.declined).map((quote) => quote.total));
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(quotes.length, 2), lg: Math.min(quotes.length, 3) }} spacing="md" role="list" aria-label="Quotes side by side">
      {quotes.map((quote) => (
        <Card key={quote.id} withBorder radius="md" padding="md" role="listitem" aria-label={`Quote from ${quote.provider.name}`} style={quote.declined ? { opacity: 0.65 } : undefined}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={700}>{quote.provider.name}</Text>
                <Group gap={4}>
                  <Rating value={quote.provider.rating ?? 0} fractions={2} readOnly size="xs" aria-hidden />
                  <Text size="xs" c="dimmed">
                    {quote.provider.rating === null ? 'Not rated yet' : `${quote.provider.rating.toFixed(1)} (${quote.provider.ratingCount})`}
                  </Text>
                </Group>
              </div>
              <Badge variant="light" color={quote.status === 'converted' ? 'green' : quote.declined ? 'gray' : 'blue'} style={{ flexShrink: 0 }}>
                {quote.declined ? 'Declined' : quote.status === 'converted' ? 'Accepted' : quoteStatusLabels[quote.status]}
              </Badge>
            </Group>
            <Group gap="xs" align="baseline">
              <Text size="xl" fw={700} data-testid="quote-total">
                {formatMoney(quote.total)}
              </Text>
              {quote.total === lowest && quotes.length > 1 && !quote.declined ? (
                <Badge size="sm" color="teal">
                  Lowest
                </Badge>
              ) : null}
            </Group>
            <Text size="sm">
              Earliest start: <strong>{formatDate(quote.earliestStart)}</strong>
            </Text>
            <Divider />
            <Table fz="sm" verticalSpacing={4} withRowBorders={false}>
              <Table.Tbody>
                {quote.lineItems.map((item, index) => (
                  <Table.Tr key={index}>
                    <Table.Td>
                      {item.description} × {item.quantity}
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(item.unitPrice * item.quantity)}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Td c="dimmed">Subtotal</Table.Td>
                  <Table.Td ta="right">{formatMoney(quote.amount)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td c="dimmed">Tax ({quote.rate}%)</Table.Td>
                  <Table.Td ta="right">{formatMoney(quote.taxAmount)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            {quote.memo ? (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                {quote.memo}
              </Text>
            ) : null}
            {onAccept && quote.status === 'waiting-response' ? (
              <Button onClick={() => onAccept(quote)} aria-label={`Accept the quote from ${quote.provider.name}`}>
                Accept
              </Button>
            ) : null}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
