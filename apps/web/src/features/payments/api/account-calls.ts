/** My Accounts calls of spec point 7 "Account" (POST, GET /accounts; PUT, DELETE /accounts/{id}) with thunks. */
import type { MoneyAccount, MoneyAccountInput, MoneyAccountListResponse, UpdateMoneyAccountInput } from '@lintel/shared';
import { api } from '../../../lib/api-client.ts';
import { createApiThunk } from '../../../lib/create-api-thunk.ts';

export const getAccounts = (signal?: AbortSignal) =>
  api.get<MoneyAccountListResponse>('/accounts', { signal, query: { page: 1, pageSize: 100 } });
export const postAccount = (input: MoneyAccountInput) => api.post<MoneyAccount>('/accounts', input);
export const putAccount = (id: string, input: UpdateMoneyAccountInput) => api.put<MoneyAccount>(`/accounts/${id}`, input);
export const deleteAccountRequest = (id: string) => api.delete(`/accounts/${id}`);

export const fetchAccounts = createApiThunk<MoneyAccount[], void>(
  'payments/fetchAccounts',
  async (_arg, signal) => (await getAccounts(signal)).results,
  { error: 'Failed to fetch accounts' },
);

export const createAccount = createApiThunk<MoneyAccount, MoneyAccountInput>(
  'payments/createAccount',
  (input) => postAccount(input),
  { error: 'Failed to add account', success: 'Account added successfully' },
);

export const updateAccount = createApiThunk<MoneyAccount, { id: string; input: UpdateMoneyAccountInput }>(
  'payments/updateAccount',
  ({ id, input }) => putAccount(id, input),
  { error: 'Failed to update account', success: 'Account updated successfully' },
);

export const removeAccount = createApiThunk<{ id: string }, string>(
  'payments/removeAccount',
  async (id) => {
    await deleteAccountRequest(id);
    return { id };
  },
  { error: 'Failed to delete account', success: 'Account deleted successfully' },
);
