/**
 * Transactions calls of spec point 7 (POST, GET /transactions; PUT, DELETE /transactions/{id}) with
 * thunks and the point 8 toasts ('Expense or Income created successfully', 'Expense updated
 * successfully', 'Transaction deleted successfully').
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import { moneyMessages } from '@lintel/shared';
import type {
  CreateTransactionInput,
  ListTransactionsQuery,
  Transaction,
  TransactionListResponse,
  UpdateTransactionInput,
} from '@lintel/shared';
import { api } from '../../../lib/api-client.ts';
import { failWith, toastSuccess } from '../../../lib/toast.ts';
import { createApiThunk } from '../../../lib/create-api-thunk.ts';

export type TransactionListQuery = Omit<ListTransactionsQuery, 'range' | 'page' | 'pageSize'> & { page?: number; pageSize?: number };

export const getTransactions = (query: TransactionListQuery, signal?: AbortSignal) =>
  api.get<TransactionListResponse>('/transactions', { signal, query: { ...query } });
export const postTransaction = (input: CreateTransactionInput) => api.post<Transaction>('/transactions', input);
export const putTransaction = (id: string, input: UpdateTransactionInput) => api.put<Transaction>(`/transactions/${id}`, input);
export const deleteTransactionRequest = (id: string) => api.delete<{ message: string }>(`/transactions/${id}`);

export const fetchTransactions = createApiThunk<TransactionListResponse, { query: TransactionListQuery; append?: boolean }>(
  'payments/fetchTransactions',
  ({ query }, signal) => getTransactions(query, signal),
  { error: 'Failed to fetch transactions' },
);

export const createTransaction = createAsyncThunk<Transaction, CreateTransactionInput, { rejectValue: string }>(
  'payments/createTransaction',
  async (input, { rejectWithValue }) => {
    try {
      const transaction = await postTransaction(input);
      toastSuccess(moneyMessages.transactionCreated);
      return transaction;
    } catch (error) {
      return rejectWithValue(failWith(error, `Failed to create ${input.type}`));
    }
  },
);

export const updateTransaction = createAsyncThunk<Transaction, { id: string; input: UpdateTransactionInput }, { rejectValue: string }>(
  'payments/updateTransaction',
  async ({ id, input }, { rejectWithValue }) => {
    try {
      const transaction = await putTransaction(id, input);
      toastSuccess(moneyMessages.transactionUpdated);
      return transaction;
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to update transaction'));
    }
  },
);

export const removeTransaction = createAsyncThunk<{ id: string }, string, { rejectValue: string }>(
  'payments/removeTransaction',
  async (id, { rejectWithValue }) => {
    try {
      await deleteTransactionRequest(id);
      toastSuccess(moneyMessages.transactionDeleted);
      return { id };
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to delete transaction'));
    }
  },
);
