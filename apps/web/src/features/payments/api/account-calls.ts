/** My Accounts calls of spec point 7 "Account" (POST, GET /accounts; PUT, DELETE /accounts/{id}) with thunks. */
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { MoneyAccount, MoneyAccountInput, MoneyAccountListResponse, UpdateMoneyAccountInput } from '@lintel/shared';
import { api } from '../../../lib/api-client.ts';
import { failWith, toastSuccess } from '../../../lib/toast.ts';

export const getAccounts = (signal?: AbortSignal) =>
  api.get<MoneyAccountListResponse>('/accounts', { signal, query: { page: 1, pageSize: 100 } });
export const postAccount = (input: MoneyAccountInput) => api.post<MoneyAccount>('/accounts', input);
export const putAccount = (id: string, input: UpdateMoneyAccountInput) => api.put<MoneyAccount>(`/accounts/${id}`, input);
export const deleteAccountRequest = (id: string) => api.delete(`/accounts/${id}`);

export const fetchAccounts = createAsyncThunk<MoneyAccount[], void, { rejectValue: string }>(
  'payments/fetchAccounts',
  async (_, { rejectWithValue, signal }) => {
    try {
      return (await getAccounts(signal)).results;
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to fetch accounts'));
    }
  },
);

export const createAccount = createAsyncThunk<MoneyAccount, MoneyAccountInput, { rejectValue: string }>(
  'payments/createAccount',
  async (input, { rejectWithValue }) => {
    try {
      const account = await postAccount(input);
      toastSuccess('Account added successfully');
      return account;
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to add account'));
    }
  },
);

export const updateAccount = createAsyncThunk<MoneyAccount, { id: string; input: UpdateMoneyAccountInput }, { rejectValue: string }>(
  'payments/updateAccount',
  async ({ id, input }, { rejectWithValue }) => {
    try {
      const account = await putAccount(id, input);
      toastSuccess('Account updated successfully');
      return account;
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to update account'));
    }
  },
);

export const removeAccount = createAsyncThunk<{ id: string }, string, { rejectValue: string }>(
  'payments/removeAccount',
  async (id, { rejectWithValue }) => {
    try {
      await deleteAccountRequest(id);
      toastSuccess('Account deleted successfully');
      return { id };
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to delete account'));
    }
  },
);
