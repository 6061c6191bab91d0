/**
 * 'Create service' modal (spec points 2, 3, 9): a property task with its assignment (Contractors to get
 * a quote by default, each choice with its description), due date by preset (As Soon As Possible by
 * default) or a date range, time, a contact when a contractor or vendor is assigned, request data,
 * total amount and deposit, invoice attachments and completion date (yesterday by default).
 */
import { Button, Group, Modal, NumberInput, Radio, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  dueDatePresetLabels,
  dueDatePresets,
  isContractorOrVendor,
  maintenanceCategories,
  serviceAssignmentOptions,
  serviceDateModeLabels,
  serviceDateModes,
  serviceDefaults,
  serviceStatusLabels,
  serviceStatuses,
  todayDateOnly,
} from '@lintel/shared';
import type { CreateServiceInput, DueDatePreset, ServiceAssignment, ServiceDateMode, ServiceStatus, StoredFile } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { AttachmentInput } from '../../../components/ui/attachments/attachment-input.tsx';
import { usePropertyOptions } from '../../../components/ui/property-picker/use-property-places.ts';
import { useCreateServiceMutation } from '../api/maintenance-api.ts';

interface ServiceForm {
  name: string;
  propertyId: string | null;
  categoryId: string | null;
  status: ServiceStatus;
  assignment: ServiceAssignment;
  dateMode: ServiceDateMode;
  dueDatePreset: DueDatePreset;
  startDate: string;
  endDate: string;
  time: string;
  contactName: string;
  contactPhone: string;
  requestData: string;
  totalAmount: number | string;
  deposit: number | string;
  completionDate: string;
}

/** The form's starting values: spec point 9 defaults. */
export function initialServiceForm(today = todayDateOnly()): ServiceForm {
  const defaults = serviceDefaults(today);
  return {
    name: '', propertyId: null, categoryId: null, status: 'toDo', assignment: defaults.assignment, dateMode: 'dueDate',
    dueDatePreset: defaults.dueDatePreset, startDate: '', endDate: '', time: '', contactName: '', contactPhone: '', requestData: '',
    totalAmount: '', deposit: '', completionDate: defaults.completionDate,
  };
}

/** The request body of a filled form, or the errors to show. */
export function serviceBody(form: ServiceForm, invoices: readonly StoredFile[]): { body?: CreateServiceInput; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!form.name.trim()) errors.name = 'Name the task';
  if (!form.propertyId) errors.propertyId = 'Pick a property';
  if (isContractorOrVendor(form.assignment) && !form.contactName.trim()) errors.contactName = 'Name the contractor or vendor';
  if (form.dateMode === 'dateRange' && (!form.startDate || !form.endDate)) errors.startDate = 'Pick a start and an end date';
  else if (form.dateMode === 'dateRange' && form.endDate < form.startDate) errors.startDate = 'The end is before the start';
  if (Object.keys(errors).length || !form.propertyId) return { errors };
  const amount = (value: number | string) => (value === '' ? undefined : Number(value));
  const body: CreateServiceInput = {
    name: form.name.trim(),
    propertyId: form.propertyId,
    status: form.status,
    assignment: form.assignment,
    dateMode: form.dateMode,
    completionDate: form.completionDate || null,
    ...(form.categoryId ? { categoryId: Number(form.categoryId) } : {}),
    ...(form.dateMode === 'dueDate' ? { dueDatePreset: form.dueDatePreset } : { startDate: form.startDate, endDate: form.endDate }),
    ...(form.time ? { time: form.time } : {}),
    ...(isContractorOrVendor(form.assignment) ? { contact: { name: form.contactName.trim(), ...(form.contactPhone.trim() ? { phone: form.contactPhone.trim() } : {}) } } : {}),
    ...(form.requestData.trim() ? { requestData: form.requestData.trim() } : {}),
    ...(amount(form.totalAmount) !== undefined ? { totalAmount: amount(form.totalAmount)! } : {}),
    ...(amount(form.deposit) !== undefined ? { deposit: amount(form.deposit)! } : {}),
    ...(invoices.length ? { invoiceAttachmentIds: invoices.map((file) => file.id) } : {}),
  };
  return { body, errors };
}

export default function CreateServiceModal({ onClose, propertyId }: StackedModalProps & { propertyId?: string }) {
  const { options } = usePropertyOptions();
  const [form, setForm] = useState<ServiceForm>(() => ({ ...initialServiceForm(), propertyId: propertyId ?? null }));
  const [invoices, setInvoices] = useState<StoredFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [createService, creation] = useCreateServiceMutation();
  const set = (patch: Partial<ServiceForm>) => setForm((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { body, errors: found } = serviceBody(form, invoices);
    setErrors(found);
    if (!body) return;
    const result = await createService(body);
    if (!('error' in result)) onClose();
  }

  return (
    <Modal opened onClose={onClose} title="Create service" size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextInput label="Name" required maxLength={160} value={form.name} onChange={(e) => set({ name: e.currentTarget.value })} error={errors.name} data-autofocus />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select label="Property" required searchable data={options} value={form.propertyId} onChange={(value) => set({ propertyId: value })} error={errors.propertyId} />
            <Select
              label="Category"
              clearable
              data={maintenanceCategories.map((c) => ({ value: String(c.id), label: c.name }))}
              value={form.categoryId}
              onChange={(value) => set({ categoryId: value })}
            />
          </SimpleGrid>
          <Radio.Group label="Assignment" value={form.assignment} onChange={(value) => set({ assignment: value as ServiceAssignment })}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt={4} spacing="xs">
              {serviceAssignmentOptions.map((option) => (
                <Radio.Card key={option.value} value={option.value} p="xs" radius="md">
                  <Group wrap="nowrap" align="flex-start" gap="xs">
                    <Radio.Indicator />
                    <div>
                      <Text size="sm" fw={600}>
                        {option.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {option.description}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
          {isContractorOrVendor(form.assignment) && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Contractor or vendor" required value={form.contactName} onChange={(e) => set({ contactName: e.currentTarget.value })} error={errors.contactName} />
              <TextInput label="Their phone" type="tel" value={form.contactPhone} onChange={(e) => set({ contactPhone: e.currentTarget.value })} />
            </SimpleGrid>
          )}
          <SegmentedControl
            value={form.dateMode}
            onChange={(value) => set({ dateMode: value as ServiceDateMode })}
            data={serviceDateModes.map((value) => ({ value, label: serviceDateModeLabels[value] }))}
          />
          {form.dateMode === 'dueDate' ? (
            <Select
              label="Due"
              data={dueDatePresets.map((value) => ({ value, label: dueDatePresetLabels[value] }))}
              value={form.dueDatePreset}
              onChange={(value) => value && set({ dueDatePreset: value as DueDatePreset })}
              allowDeselect={false}
            />
          ) : (
            <SimpleGrid cols={2}>
              <TextInput label="From" type="date" value={form.startDate} onChange={(e) => set({ startDate: e.currentTarget.value })} error={errors.startDate} />
              <TextInput label="To" type="date" value={form.endDate} onChange={(e) => set({ endDate: e.currentTarget.value })} />
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            <TextInput label="Time" type="time" value={form.time} onChange={(e) => set({ time: e.currentTarget.value })} />
            <Select
              label="Status"
              data={serviceStatuses.map((value) => ({ value, label: serviceStatusLabels[value] }))}
              value={form.status}
              onChange={(value) => value && set({ status: value as ServiceStatus })}
              allowDeselect={false}
            />
            <TextInput label="Completion date" type="date" value={form.completionDate} onChange={(e) => set({ completionDate: e.currentTarget.value })} />
          </SimpleGrid>
          <Textarea label="Request data" autosize minRows={2} maxLength={4000} value={form.requestData} onChange={(e) => set({ requestData: e.currentTarget.value })} />
          <SimpleGrid cols={2}>
            <NumberInput label="Total amount" min={0} decimalScale={2} prefix="$" thousandSeparator="," value={form.totalAmount} onChange={(value) => set({ totalAmount: value })} />
            <NumberInput label="Deposit" min={0} decimalScale={2} prefix="$" thousandSeparator="," value={form.deposit} onChange={(value) => set({ deposit: value })} />
          </SimpleGrid>
          <AttachmentInput label="Invoice attachments" value={invoices} onChange={setInvoices} onUploadingChange={setUploading} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={creation.isLoading} disabled={uploading}>
              Create service
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
