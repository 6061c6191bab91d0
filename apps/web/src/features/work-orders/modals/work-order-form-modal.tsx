/**
 * The project form (spec point 3 fields: name, category, description, attachments, videos,
 * property, unit, room, dateRange, documents; priority; timing). Opened by name from any feature:
 * `workOrderForm` with `{ source?: { kind, id } }` creates one from a tenant request or a service
 * (its description and photos are copied by the server; `prefill` starts the fields from it); with
 * `{ workOrderId }` it edits one.
 */
import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  workOrderCategories,
  workOrderCategoryLabels,
  workOrderPriorities,
  workOrderPriorityLabels,
  workOrderSourceLabels,
  workOrderTimingLabels,
  workOrderTimings,
  type StoredFile,
  type WorkOrderCategory,
  type WorkOrderPriority,
  type WorkOrderSource,
  type WorkOrderTiming,
} from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { AttachmentInput } from '../../../components/ui/attachments/attachment-input.tsx';
import { FileGallery } from '../components/file-gallery.tsx';
import { allModalsClosed } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { usePropertyOptions, usePropertyPlaces } from '../../../components/ui/property-picker/use-property-places.ts';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { useCreateWorkOrderMutation, useUpdateWorkOrderMutation, useWorkOrderQuery } from '../api/work-orders-api.ts';

/** Starting values of a new work order, from its source (the property is the top-level one; unit optional). */
export interface WorkOrderPrefill {
  name?: string;
  category?: WorkOrderCategory;
  description?: string;
  property?: string;
  unit?: string | null;
  /** The source's photos and videos, shown in the form; the server copies them onto the work order. */
  files?: StoredFile[];
}

export interface WorkOrderFormProps {
  source?: WorkOrderSource;
  prefill?: WorkOrderPrefill;
  workOrderId?: string;
}

export default function WorkOrderFormModal({
  onClose,
  source,
  prefill,
  workOrderId,
}: StackedModalProps & WorkOrderFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [createWorkOrder] = useCreateWorkOrderMutation();
  const [updateWorkOrder] = useUpdateWorkOrderMutation();
  const editing = useWorkOrderQuery(workOrderId ?? '', { skip: !workOrderId }).data;
  const [name, setName] = useState(prefill?.name ?? '');
  const [category, setCategory] = useState<WorkOrderCategory | null>(prefill?.category ?? null);
  const [description, setDescription] = useState(prefill?.description ?? '');
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [documents, setDocuments] = useState<StoredFile[]>([]);
  const [property, setProperty] = useState<string | null>(prefill?.property ?? null);
  const [unit, setUnit] = useState<string | null>(prefill?.unit ?? null);
  const [room, setRoom] = useState<string | null>(null);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [priority, setPriority] = useState<WorkOrderPriority>('medium');
  const [timing, setTiming] = useState<WorkOrderTiming>('asSoonAsPossible');
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const properties = usePropertyOptions();
  const places = usePropertyPlaces(property);
  const unitPlaces = usePropertyPlaces(unit);

  // The form starts from the work order being edited, once it is in the cache.
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  useEffect(() => {
    if (!editing || filledFrom === editing.id) return;
    setFilledFrom(editing.id);
    const order = editing;
    {
      setName(order.name);
      setCategory(order.category);
      setDescription(order.description);
      setFiles([...order.attachments, ...order.videos]);
      setDocuments(order.documents);
      setProperty(order.property.id);
      setUnit(order.unit?.id ?? null);
      setRoom(order.room?.id ?? null);
      setStartDate(order.dateRange?.startDate ?? '');
      setEndDate(order.dateRange?.endDate ?? '');
      setPriority(order.priority);
      setTiming(order.timing);
    }
  }, [editing, filledFrom]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!name.trim()) problems.name = 'Name is required';
    if (!category) problems.category = 'Choose a category';
    if (!property) problems.property = 'Choose a property';
    if ((startDate || endDate) && !(startDate && endDate)) problems.dateRange = 'Give both dates, or neither';
    if (startDate && endDate && endDate < startDate) problems.dateRange = 'The end is before the start';
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const isVideo = (file: StoredFile) => file.mimeType.startsWith('video/');
    const fields = {
      name: name.trim(),
      category: category!,
      description: description.trim(),
      attachments: files.filter((file) => !isVideo(file)).map((file) => file.id),
      videos: files.filter(isVideo).map((file) => file.id),
      documents: documents.map((file) => file.id),
      unit,
      room,
      dateRange: startDate && endDate ? { startDate, endDate } : null,
      priority,
      timing,
    };
    setSaving(true);
    if (workOrderId) {
      const result = await updateWorkOrder({ id: workOrderId, input: fields });
      setSaving(false);
      if (!result.error) onClose();
      return;
    }
    const result = await createWorkOrder({ ...fields, property: property!, ...(source ? { source } : {}) });
    setSaving(false);
    if (result.data) {
      // Off to the new work order's page: the modals of the page left behind (e.g. the request's details) close too.
      dispatch(allModalsClosed());
      void navigate(paths.workOrder(result.data.id));
    }
  }

  const rooms = unit ? unitPlaces.rooms : places.rooms;
  return (
    <Modal opened onClose={onClose} title={workOrderId ? 'Edit work order' : 'New work order'} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {source ? (
            <Alert color="blue" variant="light">
              From a {workOrderSourceLabels[source.kind].toLowerCase()}: its description and photos are copied over and
              the two stay linked.
            </Alert>
          ) : null}
          {source && !workOrderId && prefill?.files?.length ? (
            <div role="group" aria-label={`Photos from the ${workOrderSourceLabels[source.kind].toLowerCase()}`}>
              <Text size="sm" fw={500} mb={4}>
                Photos from the {workOrderSourceLabels[source.kind].toLowerCase()} ({prefill.files.length}, copied to the work order)
              </Text>
              <FileGallery files={prefill.files} />
            </div>
          ) : null}
          <TextInput
            label="Name"
            required
            data-autofocus
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={120}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Category"
              required
              value={category}
              error={errors.category}
              data={workOrderCategories.map((value) => ({ value, label: workOrderCategoryLabels[value] }))}
              onChange={(value) => setCategory(value as WorkOrderCategory | null)}
            />
            <Select
              label="Property"
              required
              disabled={Boolean(workOrderId)}
              value={property}
              error={errors.property}
              placeholder={properties.loading ? 'Loading…' : 'Choose a property'}
              data={properties.options}
              onChange={(value) => {
                setProperty(value);
                setUnit(null);
                setRoom(null);
              }}
            />
            <Select
              label="Unit"
              clearable
              value={unit}
              data={places.units}
              disabled={!property || places.units.length === 0}
              onChange={(value) => {
                setUnit(value);
                setRoom(null);
              }}
            />
            <Select
              label="Room"
              clearable
              value={room}
              data={rooms}
              disabled={!property || rooms.length === 0}
              onChange={setRoom}
            />
          </SimpleGrid>
          <Textarea
            label="Description"
            autosize
            minRows={3}
            maxLength={4000}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <AttachmentInput
            label="Photos and videos"
            value={files}
            onChange={setFiles}
            onUploadingChange={setUploading}
          />
          <AttachmentInput
            label="Documents"
            value={documents}
            onChange={setDocuments}
            onUploadingChange={setUploading}
          />
          <div>
            <Text size="sm" fw={500} mb={4}>
              Priority
            </Text>
            <SegmentedControl
              fullWidth
              value={priority}
              onChange={(value) => setPriority(value as WorkOrderPriority)}
              data={workOrderPriorities.map((value) => ({ value, label: workOrderPriorityLabels[value] }))}
              aria-label="Priority"
            />
          </div>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Timing"
              value={timing}
              allowDeselect={false}
              data={workOrderTimings.map((value) => ({ value, label: workOrderTimingLabels[value] }))}
              onChange={(value) => setTiming((value as WorkOrderTiming | null) ?? 'asSoonAsPossible')}
            />
            <TextInput
              label="From"
              type="date"
              value={startDate}
              onChange={(event) => setStartDate(event.currentTarget.value)}
              error={errors.dateRange}
            />
            <TextInput
              label="To"
              type="date"
              value={endDate}
              onChange={(event) => setEndDate(event.currentTarget.value)}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={uploading}>
              {workOrderId ? 'Save' : 'Create work order'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
