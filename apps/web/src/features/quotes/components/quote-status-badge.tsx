/** A quote's status as spec point 4 displays it (unknown values read as Draft). */
import { quoteStatusFromValue, quoteStatusLabels } from '@lintel/shared';
import { quoteStatusColor } from './quote-format.ts';
import { StatusBadge } from '../../../components/ui/status-badge/status-badge.tsx';

export function QuoteStatusBadge({ status }: { status: string }) {
  const known = quoteStatusFromValue(status);
  return (
    <StatusBadge color={quoteStatusColor[known]}>
      {quoteStatusLabels[known]}
    </StatusBadge>
  );
}
