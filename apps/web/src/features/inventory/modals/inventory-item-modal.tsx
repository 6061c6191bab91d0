/**
 * 'Add or edit inventory item' modal: name, category, property and room, purchase date, price, serial
 * number, warranty end, group, notes, receipt and photos (attachment input). Edit when `id` is given.
 */
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { inventoryIssues } from '@lintel/shared';
import type { CreateInventoryInput, InventoryItem, StoredFile } from '@lintel/shared';
import {
  useCachedInventory,
  useCreateInventoryMutation,
  useInventoryCategoriesQuery,
  useInventoryGroupsQuery,
  useUpdateInventoryMutation,
} from '../api/inventory-api.ts';
import { AttachmentInput } from '../../../components/ui/attachments/attachment-input.tsx';
import { usePropertyOptions, usePropertyPlaces } from '../../../components/ui/property-picker/use-property-places.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

interface FormValues {
  name: string;
  description: string;
  categoryId: string | null;
  propertyId: string | null;
  roomId: string | null;
  groupId: string | null;
  purchaseDate: string;
  price: number | string;
  serialNumber: string;
  warrantyEnd: string;
  receipt: StoredFile[];
  images: StoredFile[];
}

function valuesOf(item: InventoryItem | null | undefined): FormValues {
  return {
    name: item?.name ?? '',
    description: item?.description ?? '',
    categoryId: item?.categoryId ? String(item.categoryId) : null,
    propertyId: item?.propertyId ?? null,
    roomId: item?.roomId ?? null,
    groupId: item?.groupId ?? null,
    purchaseDate: item?.purchaseDate ?? '',
    price: item?.price ?? '',
    serialNumber: item?.serialNumber ?? '',
    warrantyEnd: item?.warrantyEnd ?? '',
    receipt: item?.receipt ? [item.receipt] : [],
    images: item?.images ?? [],
  };
}

/** The request body: empty optional fields are sent as null (edit) or left out (create). */
export function inventoryPayload(values: FormValues, isEdit: boolean): CreateInventoryInput {
  const empty = isEdit ? null : undefined;
  const text = (value: string) => (value.trim() ? value.trim() : empty);
  return {
    name: values.name.trim(),
    description: text(values.description),
    categoryId: values.categoryId ? Number(values.categoryId) : empty,
    propertyId: values.propertyId ?? empty,
    roomId: values.propertyId && values.roomId ? values.roomId : empty,
    groupId: values.groupId ?? empty,
    purchaseDate: values.purchaseDate || empty,
    price: values.price === '' || values.price === null ? empty : Number(values.price),
    serialNumber: text(values.serialNumber),
    warrantyEnd: values.warrantyEnd || empty,
    receiptId: values.receipt[0]?.id ?? empty,
    imageIds: values.images.map((image) => image.id),
  };
}

export default function InventoryItemModal({ onClose, id }: StackedModalProps & { id?: string }) {
  const existing = useCachedInventory(id) ?? null;
  const categories = useInventoryCategoriesQuery().data ?? [];
  const groups = useInventoryGroupsQuery().data?.results ?? [];
  const [createInventory, creating] = useCreateInventoryMutation();
  const [updateInventory, updating] = useUpdateInventoryMutation();
  const saving = id ? updating.isLoading : creating.isLoading;
  const [values, setValues] = useState<FormValues>(() => valuesOf(existing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const { options: propertyOptions } = usePropertyOptions();
  const { rooms } = usePropertyPlaces(values.propertyId);


  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.name.trim()) found.name = 'Name is required';
    for (const issue of inventoryIssues({
      ...values,
      purchaseDate: values.purchaseDate || null,
      warrantyEnd: values.warrantyEnd || null,
    }))
      found[issue.path] = issue.message;
    setErrors(found);
    if (Object.keys(found).length) return;
    const payload = inventoryPayload(values, Boolean(id));
    const result = id
      ? await updateInventory({ id, input: payload })
      : await createInventory(payload);
    if (!result.error) onClose();
  }

  return (
    <Modal opened onClose={onClose} title={id ? 'Edit inventory item' : 'Add inventory item'} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput
            label="Name"
            required
            data-autofocus
            value={values.name}
            error={errors.name}
            onChange={(event) => set('name', event.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Category"
              placeholder="Choose a category"
              clearable
              searchable
              value={values.categoryId}
              data={categories.map((category) => ({ value: String(category.id), label: category.name }))}
              onChange={(value) => set('categoryId', value)}
            />
            <Select
              label="Group"
              placeholder="No group"
              clearable
              value={values.groupId}
              data={groups.map((group) => ({ value: group.id, label: group.name }))}
              onChange={(value) => set('groupId', value)}
            />
            <Select
              label="Property"
              placeholder="Not linked"
              clearable
              searchable
              value={values.propertyId}
              data={propertyOptions}
              onChange={(value) => setValues((current) => ({ ...current, propertyId: value, roomId: null }))}
            />
            <Select
              label="Room"
              placeholder={values.propertyId ? 'Any room' : 'Choose a property first'}
              clearable
              disabled={!values.propertyId}
              value={values.roomId}
              error={errors.roomId}
              data={rooms}
              onChange={(value) => set('roomId', value)}
            />
            <TextInput
              label="Purchase date"
              type="date"
              value={values.purchaseDate}
              onChange={(event) => set('purchaseDate', event.currentTarget.value)}
            />
            <NumberInput
              label="Price"
              prefix="$"
              min={0}
              decimalScale={2}
              thousandSeparator=","
              value={values.price}
              onChange={(value) => set('price', value)}
            />
            <TextInput
              label="Serial number"
              value={values.serialNumber}
              onChange={(event) => set('serialNumber', event.currentTarget.value)}
            />
            <TextInput
              label="Warranty end"
              type="date"
              value={values.warrantyEnd}
              error={errors.warrantyEnd}
              onChange={(event) => set('warrantyEnd', event.currentTarget.value)}
            />
          </SimpleGrid>
          <Textarea
            label="Notes"
            autosize
            minRows={2}
            value={values.description}
            onChange={(event) => set('description', event.currentTarget.value)}
          />
          <AttachmentInput
            label="Receipt"
            value={values.receipt}
            onChange={(files) => set('receipt', files.slice(-1))}
            onUploadingChange={setUploading}
          />
          <AttachmentInput
            label="Photos"
            imagesOnly
            value={values.images}
            onChange={(files) => set('images', files)}
            onUploadingChange={setUploading}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={uploading}>
              {id ? 'Save changes' : 'Add item'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
