/** The row action menu of the quote list: the actions spec point 4 gives each status. */
import { ActionIcon, Menu } from '@mantine/core';
import { quoteRowActionLabels, rowActionsFor } from '@lintel/shared';
import type { QuoteRowAction } from '@lintel/shared';
import { IconDots } from '../../../components/ui/icons.tsx';

export function QuoteRowMenu({
  status,
  label,
  busy,
  onAction,
  isWorkOrderQuote = false,
}: {
  status: string;
  /** A work-order quote (issue 21 item 14): sent on submission, so Edit and Follow Up are not offered. */
  isWorkOrderQuote?: boolean;
  /** Who the quote is for, to name the menu button. */
  label: string;
  busy?: boolean;
  onAction: (action: QuoteRowAction) => void;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for the quote for ${label}`} loading={busy}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {rowActionsFor(status)
          .filter((action) => !isWorkOrderQuote || (action !== 'edit' && action !== 'followUp'))
          .map((action) => (
            <Menu.Item key={action} color={action === 'archive' ? 'red' : undefined} onClick={() => onAction(action)}>
              {quoteRowActionLabels[action]}
            </Menu.Item>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
}
