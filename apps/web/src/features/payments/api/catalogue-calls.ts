/**
 * Look-ups the money forms need: GET /payment-methods, GET /tax-rates (response globalTaxRates, plus
 * the caller's own) and POST /tax-rates (create tax rate modal), the tenants to pick a payer from,
 * and POST /mortgage-schedules (schedule mortgage modal: a recurring expense).
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import { moneyMessages } from '@lintel/shared';
import type {
  CreateMortgageScheduleInput,
  CreateTaxRateInput,
  MortgageSchedule,
  PaymentMethod,
  PaymentMethodsResponse,
  TaxRate,
  TaxRatesResponse,
  TenantListResponse,
} from '@lintel/shared';
import { api } from '../../../lib/api-client.ts';
import { failWith, toastSuccess } from '../../../lib/toast.ts';
import { createApiThunk } from '../../../lib/create-api-thunk.ts';
import { writePersisted } from '../../../lib/persisted.ts';

export const getPaymentMethods = (signal?: AbortSignal) => api.get<PaymentMethodsResponse>('/payment-methods', { signal });
export const getTaxRates = (signal?: AbortSignal) => api.get<TaxRatesResponse>('/tax-rates', { signal });
export const postTaxRate = (input: CreateTaxRateInput) => api.post<TaxRate>('/tax-rates', input);
export const getTenantOptions = (signal?: AbortSignal) =>
  api.get<TenantListResponse>('/tenants', { signal, query: { page: 1, pageSize: 100, sortBy: 'nameAsc' } });
export const postMortgageSchedule = (input: CreateMortgageScheduleInput) => api.post<MortgageSchedule>('/mortgage-schedules', input);

/** localStorage key of the persisted payment-method catalogue (spec point 4). */
export const PAYMENT_METHODS_KEY = 'lintel.paymentMethods';

export const fetchPaymentMethods = createApiThunk<PaymentMethod[], void>(
  'payments/fetchPaymentMethods',
  async (_arg, signal) => {
    const { paymentMethods } = await getPaymentMethods(signal);
    writePersisted(PAYMENT_METHODS_KEY, paymentMethods);
    return paymentMethods;
  },
  { error: 'Failed to fetch payment methods', silent: true },
);

export const fetchTaxRates = createAsyncThunk<TaxRatesResponse, void, { rejectValue: string }>(
  'payments/fetchTaxRates',
  async (_, { rejectWithValue, signal }) => {
    try {
      return await getTaxRates(signal);
    } catch (error) {
      return rejectWithValue(failWith(error, moneyMessages.fetchTaxRatesFailed));
    }
  },
);

export const createTaxRate = createApiThunk<TaxRate, CreateTaxRateInput>(
  'payments/createTaxRate',
  (input) => postTaxRate(input),
  { error: 'Failed to create tax rate', success: 'Tax rate created successfully' },
);

export const scheduleMortgage = createAsyncThunk<MortgageSchedule, CreateMortgageScheduleInput, { rejectValue: string }>(
  'payments/scheduleMortgage',
  async (input, { rejectWithValue }) => {
    try {
      const schedule = await postMortgageSchedule(input);
      toastSuccess(`Mortgage scheduled: ${schedule.transactionsCount} monthly ${schedule.transactionsCount === 1 ? 'expense' : 'expenses'} added`);
      return schedule;
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to schedule mortgage'));
    }
  },
);
