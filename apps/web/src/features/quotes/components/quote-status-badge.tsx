/** A quote's status as spec point 4 displays it (unknown values read as Draft). */
import { Badge } from '@mantine/core';
import { quoteStatusFromValue, quoteStatusLabels } from '@lintel/shared';
import { quoteStatusColor } from './quote-format.ts';

export function QuoteStatusBadge({ status }: { status: string }) {
  const known = quoteStatusFromValue(status);
  return (
    <Badge color={quoteStatusColor[known]} variant="light">
      {quoteStatusLabels[known]}
    </Badge>
  );
}
