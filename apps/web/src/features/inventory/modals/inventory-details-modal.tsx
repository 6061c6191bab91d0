/** 'Inventory details' modal: every field an insurance claim needs, photos (gallery modal), receipt link. */
import { Anchor, Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { queryView } from '../../../lib/data-cache.ts';
import { useCachedInventory, useInventoryItemQuery } from '../api/inventory-api.ts';
import { formatDate, formatPrice, inventoryPhotoAlt, placeOf } from '../components/format.ts';
import { GroupIcon } from '../components/group-icon.tsx';
import { useInventoryActions } from '../components/inventory-actions.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function InventoryDetailsModal({ onClose, id }: StackedModalProps & { id: string }) {
  // The item as asked for on opening (a list row shows meanwhile); edits in the cache show at once.
  const query = useInventoryItemQuery(id, { refetchOnMountOrArgChange: true });
  const item = useCachedInventory(id);
  const actions = useInventoryActions();

  return (
    <Modal opened onClose={onClose} title={item?.name ?? 'Inventory item'} size="lg">
      {!item ? (
        queryView(query, '').state === 'error' ? (
          <Text>Could not load this item.</Text>
        ) : (
          <Loader aria-label="Loading item" />
        )
      ) : (
        <Stack>
          {item.group && (
            <Badge
              variant="light"
              color="gray"
              leftSection={<GroupIcon name={item.group.icon} size={14} />}
              w="fit-content"
            >
              {item.group.name}
            </Badge>
          )}
          <dl className="facts">
            <div>
              <dt>Category</dt>
              <dd>{item.category?.name ?? '—'}</dd>
            </div>
            <div>
              <dt>Property / room</dt>
              <dd>{placeOf(item)}</dd>
            </div>
            <div>
              <dt>Purchase date</dt>
              <dd>{formatDate(item.purchaseDate)}</dd>
            </div>
            <div>
              <dt>Price</dt>
              <dd>{formatPrice(item.price)}</dd>
            </div>
            <div>
              <dt>Serial number</dt>
              <dd>{item.serialNumber ?? '—'}</dd>
            </div>
            <div>
              <dt>Warranty ends</dt>
              <dd>{formatDate(item.warrantyEnd)}</dd>
            </div>
          </dl>
          {item.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{item.description}</Text>}
          <div>
            <Text fw={600} size="sm" mb={4}>
              Receipt
            </Text>
            {item.receipt ? (
              <Anchor href={item.receipt.url} target="_blank" rel="noopener">
                {item.receipt.name}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                No receipt
              </Text>
            )}
          </div>
          <div>
            <Text fw={600} size="sm" mb={4}>
              Photos
            </Text>
            {item.images.length === 0 ? (
              <Text size="sm" c="dimmed">
                No photos
              </Text>
            ) : (
              <Group gap="xs">
                {item.images.map((image, index) => (
                  <button
                    key={image.id}
                    type="button"
                    className="thumb-button"
                    aria-label={`Open photo ${index + 1} of ${item.images.length}`}
                    onClick={() => actions.photos(item, index)}
                  >
                    <img src={image.previewUrl ?? image.url} alt={inventoryPhotoAlt(item, index)} />
                  </button>
                ))}
              </Group>
            )}
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => actions.edit(item)}>Edit</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
