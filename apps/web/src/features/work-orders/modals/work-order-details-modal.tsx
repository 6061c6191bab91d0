/**
 * 'Work order details' modal: a compact summary another screen opens by name (`{ id }`; the calendar's
 * work-order entries do), with a link to the page that closes the modals it was opened over.
 */
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { workOrderCategoryLabels } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { queryView } from '../../../lib/data-cache.ts';
import { paths } from '../../../lib/paths.ts';
import { useWorkOrderQuery } from '../api/work-orders-api.ts';
import { allModalsClosed } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { WorkOrderBadges } from '../components/work-order-badges.tsx';
import { FileGallery } from '../components/file-gallery.tsx';

export default function WorkOrderDetailsModal({ onClose, id }: StackedModalProps & { id: string }) {
  const dispatch = useAppDispatch();
  const query = useWorkOrderQuery(id);
  const workOrder = query.data;
  const view = queryView(query, 'Failed to get project');
  const error = view.state === 'error' ? view.message : null;
  return (
    <Modal opened onClose={onClose} title={workOrder?.name ?? 'Work order'} size="lg">
      {error ? <Text c="red">{error}</Text> : null}
      {!workOrder && !error ? <Loader aria-label="Loading the work order" /> : null}
      {workOrder ? (
        <Stack>
          <WorkOrderBadges status={workOrder.status} priority={workOrder.priority} />
          <Text size="sm" c="dimmed">
            {[workOrder.property.name, workOrder.unit?.name, workOrderCategoryLabels[workOrder.category]]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{workOrder.description || 'No description.'}</Text>
          <FileGallery files={[...workOrder.attachments, ...workOrder.videos]} />
          <Group justify="flex-end">
            <Button component={Link} to={paths.workOrder(workOrder.id)} onClick={() => dispatch(allModalsClosed())}>
              Open work order
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
