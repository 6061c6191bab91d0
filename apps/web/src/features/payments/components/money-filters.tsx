/**
 * Toolbar of the Payments pages on the kit's ListToolbar (no search: the money lists are not searched;
 * on phones the sort and filters sit in its drawer): each tab's own sort, and type, kind and status (transactions
 * tab; status labels of spec point 3), property, tenant and a date-range preset (spec point 3:
 * lastMonth, last3Months, last6Months, yearToDate, custom), with the dates the preset stands for.
 */
import { Button, Select, Text, TextInput } from '@mantine/core';
import {
  dateRangePresets,
  transactionKindLabels,
  transactionKinds,
  transactionStatusLabels,
  transactionStatuses,
  transactionTypeLabels,
  transactionTypes,
} from '@lintel/shared';
import type {
  DateRangePreset,
  PaymentSort,
  TransactionKind,
  TransactionSort,
  TransactionStatus,
  TransactionType,
} from '@lintel/shared';
import { ListToolbar } from '../../../components/ui/paged-list/list-toolbar.tsx';
import type { MoneyFilters } from '../state/payments-slice.ts';
import { formatRange, presetLabel, resolveFilterRange } from './date-range.ts';
import type { Option } from './use-money-lookups.ts';
import { PropertyFilter } from '../../../components/ui/property-picker/property-filter.tsx';

export interface MoneyToolbarProps {
  filters: MoneyFilters;
  onChange: (patch: Partial<MoneyFilters>) => void;
  onClear: () => void;
  /** Type, kind and status apply to transactions only. */
  withTransactionFields: boolean;
  tenants: Option[];
  /** A tenant filters only by date (their tenancy is the scope). */
  compact?: boolean;
}

const ANY_DATE = 'any';

/** Sort orders of the transactions list; the ledger opens on what needs attention (issue 11 item 9). */
export const transactionSortLabels: Record<TransactionSort, string> = {
  attention: 'Needs attention',
  newest: 'Newest to old',
  oldest: 'Oldest to new',
  dueDateAsc: 'Due date, soonest first',
  dueDateDesc: 'Due date, latest first',
  amountAsc: 'Amount, low to high',
  amountDesc: 'Amount, high to low',
};

/** Sort orders of the payments list: payment date (newest first by default) or amount. */
export const paymentSortLabels: Record<PaymentSort, string> = {
  dateDesc: 'Date, newest first',
  dateAsc: 'Date, oldest first',
  amountDesc: 'Amount, high to low',
  amountAsc: 'Amount, low to high',
  newest: 'Recorded, newest',
  oldest: 'Recorded, oldest',
};

/** The sort Select's options in the order of a labels record (its keys' order). */
const sortOptionsOf = <T extends string>(labels: Record<T, string>) =>
  (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));

/** True when a filter other than the sort is set (the empty state then offers "Clear filters"). */
export function hasMoneyFilters(filters: MoneyFilters): boolean {
  return Boolean(
    filters.type || filters.kind || filters.status || filters.propertyId || filters.tenantId || filters.range,
  );
}

export function MoneyToolbar({
  filters,
  onChange,
  onClear,
  withTransactionFields,
  tenants,
  compact,
}: MoneyToolbarProps) {
  const resolved = resolveFilterRange(filters);
  const shown = withTransactionFields
    ? [filters.type, filters.kind, filters.status, filters.propertyId, filters.tenantId, filters.range]
    : [filters.propertyId, filters.tenantId, filters.range];
  const field = { flex: '1 1 150px', maxWidth: 200 } as const;
  return (
    <ListToolbar
      sort={
        withTransactionFields
          ? {
              value: filters.sortBy,
              options: sortOptionsOf(transactionSortLabels),
              onChange: (value) => onChange({ sortBy: value as TransactionSort }),
            }
          : {
              value: filters.paymentSortBy,
              options: sortOptionsOf(paymentSortLabels),
              onChange: (value) => onChange({ paymentSortBy: value as PaymentSort }),
            }
      }
      activeFilters={shown.filter(Boolean).length}
      filters={
        <>
          {withTransactionFields && (
            <>
              {!compact && (
                <Select
                  label="Type"
                  placeholder="Any type"
                  clearable
                  value={filters.type ?? null}
                  data={transactionTypes.map((value) => ({ value, label: transactionTypeLabels[value] }))}
                  onChange={(value) => onChange({ type: (value as TransactionType | null) ?? undefined })}
                  style={field}
                />
              )}
              {!compact && (
                <Select
                  label="Kind"
                  placeholder="Any kind"
                  clearable
                  value={filters.kind ?? null}
                  data={transactionKinds.map((value) => ({ value, label: transactionKindLabels[value] }))}
                  onChange={(value) => onChange({ kind: (value as TransactionKind | null) ?? undefined })}
                  style={field}
                />
              )}
              <Select
                label="Status"
                placeholder="Any status"
                clearable
                value={filters.status ?? null}
                data={transactionStatuses.map((value) => ({ value, label: transactionStatusLabels[value] }))}
                onChange={(value) => onChange({ status: (value as TransactionStatus | null) ?? undefined })}
                style={field}
              />
            </>
          )}
          {!compact && (
            <>
              <PropertyFilter
                value={filters.propertyId}
                enabled={!compact}
                onChange={(propertyId) => onChange({ propertyId })}
              />
              <Select
                label="Tenant"
                placeholder="All tenants"
                clearable
                searchable
                value={filters.tenantId ?? null}
                data={tenants}
                onChange={(value) => onChange({ tenantId: value ?? undefined })}
                style={{ flex: '1 1 170px', maxWidth: 230 }}
              />
            </>
          )}
          <Select
            label={withTransactionFields ? 'Due' : 'Paid'}
            allowDeselect={false}
            value={filters.range ?? ANY_DATE}
            data={[
              { value: ANY_DATE, label: 'Any date' },
              ...dateRangePresets.map((value) => ({ value, label: presetLabel(value) })),
            ]}
            onChange={(value) =>
              onChange({ range: !value || value === ANY_DATE ? undefined : (value as DateRangePreset) })
            }
            style={field}
          />
          {filters.range === 'custom' && (
            <>
              <TextInput
                label="From"
                type="date"
                value={filters.startDate ?? ''}
                onChange={(event) => onChange({ startDate: event.currentTarget.value || undefined })}
                style={{ flex: '0 1 160px' }}
              />
              <TextInput
                label="To"
                type="date"
                value={filters.endDate ?? ''}
                min={filters.startDate}
                onChange={(event) => onChange({ endDate: event.currentTarget.value || undefined })}
                style={{ flex: '0 1 160px' }}
              />
            </>
          )}
          {hasMoneyFilters(filters) && (
            <Button variant="subtle" onClick={onClear}>
              Clear filters
            </Button>
          )}
          {filters.range && (
            <Text size="xs" c="dimmed" aria-live="polite" style={{ flexBasis: '100%' }}>
              {resolved ? formatRange(resolved) : 'Pick both dates of the custom range'}
            </Text>
          )}
        </>
      }
    />
  );
}
