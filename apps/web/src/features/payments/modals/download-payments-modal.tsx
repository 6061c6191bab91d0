/**
 * 'Download payments by date range' modal (spec point 2): a preset (default last month) or custom
 * dates, optionally one property, as CSV or an Excel workbook (GET /payments/export).
 */
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { dateRangePresets } from '@lintel/shared';
import type { DateRangePreset, PaymentExportFormat } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { usePropertyOptions } from '../../../components/ui/property-picker/use-property-places.ts';
import { failWith, toastSuccess } from '../../../lib/toast.ts';
import { downloadPaymentsExport } from '../api/payments-api.ts';
import { formatRange, presetLabel, resolveFilterRange } from '../components/date-range.ts';

export default function DownloadPaymentsModal({ onClose }: StackedModalProps) {
  const properties = usePropertyOptions();
  const [range, setRange] = useState<DateRangePreset>('lastMonth');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [propertyId, setPropertyId] = useState<string | null>(null);
  const [format, setFormat] = useState<PaymentExportFormat>('csv');
  const [pending, setPending] = useState(false);
  const resolved = resolveFilterRange({ range, startDate: startDate || undefined, endDate: endDate || undefined });

  async function download() {
    if (!resolved) return;
    setPending(true);
    try {
      const fileName = await downloadPaymentsExport({ format, startDate: resolved.startDate, endDate: resolved.endDate, ...(propertyId ? { propertyId } : {}) });
      toastSuccess(`Downloaded ${fileName}`);
      onClose();
    } catch (error) {
      failWith(error, 'Failed to download payments');
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title="Download payments" centered>
      <Stack>
        <Select
          label="Date range"
          allowDeselect={false}
          value={range}
          data={dateRangePresets.map((value) => ({ value, label: presetLabel(value) }))}
          onChange={(value) => value && setRange(value as DateRangePreset)}
        />
        {range === 'custom' && (
          <Group grow>
            <TextInput label="From" type="date" value={startDate} onChange={(event) => setStartDate(event.currentTarget.value)} />
            <TextInput label="To" type="date" value={endDate} min={startDate} onChange={(event) => setEndDate(event.currentTarget.value)} />
          </Group>
        )}
        <Text size="sm" c="dimmed" aria-live="polite">
          {resolved ? `Payments made ${formatRange(resolved)}` : 'Pick both dates'}
        </Text>
        <Select label="Property" placeholder="All properties" clearable searchable data={properties.options} value={propertyId} onChange={setPropertyId} />
        <div>
          <Text size="sm" fw={500} mb={4} id="export-format-label">
            Format
          </Text>
          <SegmentedControl
            aria-labelledby="export-format-label"
            value={format}
            onChange={(value) => setFormat(value as PaymentExportFormat)}
            data={[
              { value: 'csv', label: 'CSV' },
              { value: 'xlsx', label: 'Excel' },
            ]}
          />
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void download()} loading={pending} disabled={!resolved}>
            Download
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
