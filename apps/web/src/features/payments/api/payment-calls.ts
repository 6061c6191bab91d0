/**
 * Payments calls of spec point 7 (POST, GET /payments; PUT, DELETE /payments/{id};
 * GET /payments/autogenerate-receipt/{id}) and the export of the download payments by date range
 * modal, with thunks and the point 8 messages ('Failed to create payment', 'Failed to update
 * payment', 'Payment deleted successfully', 'Receipt generated successfully').
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import { moneyMessages } from '@lintel/shared';
import type {
  CreatePaymentInput,
  DeletePaymentResponse,
  ExportPaymentsQuery,
  ListPaymentsQuery,
  Payment,
  PaymentListResponse,
  ReceiptResponse,
  UpdatePaymentInput,
} from '@lintel/shared';
import { api } from '../../../lib/api-client.ts';
import { getFile, saveBlob } from '../../../lib/download.ts';
import { failWith, toastSuccess } from '../../../lib/toast.ts';
import { createApiThunk } from '../../../lib/create-api-thunk.ts';

export type PaymentListQuery = Omit<ListPaymentsQuery, 'range' | 'page' | 'pageSize'> & { page?: number; pageSize?: number };

export const getPayments = (query: PaymentListQuery, signal?: AbortSignal) =>
  api.get<PaymentListResponse>('/payments', { signal, query: { ...query } });
export const postPayment = (input: CreatePaymentInput) => api.post<Payment>('/payments', input);
export const putPayment = (id: string, input: UpdatePaymentInput) => api.put<Payment>(`/payments/${id}`, input);
export const deletePaymentRequest = (id: string) => api.delete<DeletePaymentResponse>(`/payments/${id}`);
export const getReceipt = (id: string) => api.get<ReceiptResponse>(`/payments/autogenerate-receipt/${id}`);

export const fetchPayments = createApiThunk<PaymentListResponse, { query: PaymentListQuery; append?: boolean }>(
  'payments/fetchPayments',
  ({ query }, signal) => getPayments(query, signal),
  { error: 'Failed to fetch payments' },
);

/** Spec point 4: the response carries the transaction with the paidAmount and status the server decided. */
export const createPayment = createAsyncThunk<Payment, CreatePaymentInput, { rejectValue: string }>(
  'payments/createPayment',
  async (input, { rejectWithValue }) => {
    try {
      return await postPayment(input);
    } catch (error) {
      return rejectWithValue(failWith(error, moneyMessages.createPaymentFailed));
    }
  },
);

export const updatePayment = createAsyncThunk<Payment, { id: string; input: UpdatePaymentInput }, { rejectValue: string }>(
  'payments/updatePayment',
  async ({ id, input }, { rejectWithValue }) => {
    try {
      const payment = await putPayment(id, input);
      toastSuccess(input.confirmed ? 'Payment confirmed' : 'Payment updated successfully');
      return payment;
    } catch (error) {
      return rejectWithValue(failWith(error, moneyMessages.updatePaymentFailed));
    }
  },
);

export const removePayment = createAsyncThunk<DeletePaymentResponse & { id: string }, string, { rejectValue: string }>(
  'payments/removePayment',
  async (id, { rejectWithValue }) => {
    try {
      const result = await deletePaymentRequest(id);
      toastSuccess(moneyMessages.paymentDeleted);
      return { ...result, id };
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to delete payment'));
    }
  },
);

export const generateReceipt = createAsyncThunk<ReceiptResponse, string, { rejectValue: string }>(
  'payments/generateReceipt',
  async (id, { rejectWithValue }) => {
    try {
      const result = await getReceipt(id);
      toastSuccess(moneyMessages.receiptGenerated);
      return result;
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to generate receipt'));
    }
  },
);

export { saveBlob };

/**
 * GET /payments/export as a file (CSV or an Excel workbook). The JSON client cannot read a file, so
 * this sends the Bearer token itself after a cheap authed call has refreshed an expired token.
 */
export async function downloadPaymentsExport(query: Omit<ExportPaymentsQuery, 'range'>): Promise<string> {
  await api.get('/payment-methods');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const response = await getFile(`/payments/export?${params.toString()}`, 'Could not download the payments');
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `payments.${query.format ?? 'csv'}`;
  saveBlob(await response.blob(), fileName);
  return fileName;
}
