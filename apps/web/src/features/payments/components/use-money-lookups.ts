/**
 * Look-ups of the money forms and filters: tenants to pick a payer from (landlords), and the payment
 * methods, My Accounts and tax rates held in the slice (fetched once per session).
 */
import { useEffect, useState } from 'react';
import { getTenantOptions } from '../api/catalogue-calls.ts';
import { fetchAccounts } from '../api/account-calls.ts';
import { fetchPaymentMethods, fetchTaxRates } from '../api/catalogue-calls.ts';
import { usePaymentsDispatch, usePaymentsSelector } from '../state/hooks.ts';

export interface Option {
  value: string;
  label: string;
}

export function useTenantOptions(enabled = true): Option[] {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    getTenantOptions(controller.signal)
      .then((response) => setOptions(response.results.map((tenant) => ({ value: tenant.id, label: tenant.fullName }))))
      .catch(() => undefined);
    return () => controller.abort();
  }, [enabled]);
  return options;
}

export function usePaymentMethodOptions(): Option[] {
  const dispatch = usePaymentsDispatch();
  const { items, status } = usePaymentsSelector((state) => state.payments.paymentMethods);
  useEffect(() => {
    if (status === 'idle') void dispatch(fetchPaymentMethods());
  }, [status, dispatch]);
  return items.map((method) => ({ value: String(method.id), label: method.name }));
}

/** My Accounts as options (landlords only; a tenant has none). */
export function useAccountOptions(enabled = true): Option[] {
  const dispatch = usePaymentsDispatch();
  const { items, status } = usePaymentsSelector((state) => state.payments.accounts);
  useEffect(() => {
    if (enabled && status === 'idle') void dispatch(fetchAccounts());
  }, [enabled, status, dispatch]);
  return items.map((account) => ({ value: account.id, label: account.last4 ? `${account.name} ···${account.last4}` : account.name }));
}

export function useTaxRates() {
  const dispatch = usePaymentsDispatch();
  const taxRates = usePaymentsSelector((state) => state.payments.taxRates);
  useEffect(() => {
    if (taxRates.status === 'idle') void dispatch(fetchTaxRates());
  }, [taxRates.status, dispatch]);
  return taxRates;
}
