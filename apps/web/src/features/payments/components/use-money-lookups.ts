/**
 * Look-ups of the money forms and filters, read through the data cache (api/payments-api.ts): tenants
 * to pick a payer from (landlords), the payment methods (persisted, spec point 4: shown at once, then
 * refreshed), My Accounts and the tax rates.
 */
import { useMemo } from 'react';
import type { PaymentMethod } from '@lintel/shared';
import { readPersistedList } from '../../../lib/persisted.ts';
import { queryView } from '../../../lib/data-cache.ts';
import { PAYMENT_METHODS_KEY, useAccountsQuery, usePaymentMethodsQuery, useTaxRatesQuery, useTenantOptionsQuery } from '../api/payments-api.ts';

export interface Option {
  value: string;
  label: string;
}

const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'object' && value !== null && typeof (value as PaymentMethod).id === 'number' && typeof (value as PaymentMethod).name === 'string';

/** The landlord's tenants as payer options (asked when a form opens; none while `enabled` is false). */
export function useTenantOptions(enabled = true): Option[] {
  const { data } = useTenantOptionsQuery(undefined, { skip: !enabled });
  return useMemo(() => (enabled ? (data?.results ?? []).map((tenant) => ({ value: tenant.id, label: tenant.fullName })) : []), [data, enabled]);
}

/** Payment methods: the persisted catalogue until the server's answer is in. */
export function usePaymentMethodOptions(): Option[] {
  const { data } = usePaymentMethodsQuery();
  const persisted = useMemo(() => readPersistedList(PAYMENT_METHODS_KEY, isPaymentMethod), []);
  return (data ?? persisted).map((method) => ({ value: String(method.id), label: method.name }));
}

/** My Accounts as options (landlords only; a tenant has none). */
export function useAccountOptions(enabled = true): Option[] {
  const { data } = useAccountsQuery(undefined, { skip: !enabled });
  return (enabled ? (data ?? []) : []).map((account) => ({ value: account.id, label: account.last4 ? `${account.name} ···${account.last4}` : account.name }));
}

/** The global tax rates and the caller's own, with the query's state and Retry. */
export function useTaxRates() {
  const query = useTaxRatesQuery();
  const view = queryView(query, 'Failed to fetch tax rates');
  return {
    global: query.data?.globalTaxRates ?? [],
    own: query.data?.taxRates ?? [],
    state: view.state,
    retry: () => void query.refetch(),
  };
}
