/**
 * Tenants' client state: the tenants invited in this session (the list has no invitation field until
 * they sign up, so a sent invitation reads 'Invited' from here). The list itself is in the data cache
 * (api/tenants-api.ts).
 */
import { createSlice } from '@reduxjs/toolkit';
import { inviteUserSent } from '../../settings/index.ts';
import { tenantsSlot } from './tenants-slot.ts';

export interface TenantsState {
  /** Tenants invited in this session. */
  invitedIds: string[];
}

export const initialTenantsState: TenantsState = { invitedIds: [] };

const tenantsSlice = createSlice({
  name: 'tenants',
  initialState: initialTenantsState,
  reducers: {},
  extraReducers: (builder) => {
    // Tenants are invited through the Invite user modal (spec point 2); a sent one reads 'Invited'.
    builder.addMatcher(inviteUserSent, (state, action) => {
      const { type, targetId } = action.meta.arg.originalArgs;
      if (type === 'tenant' && !state.invitedIds.includes(targetId)) state.invitedIds.push(targetId);
    });
  },
});

export const tenantsReducer = tenantsSlice.reducer;

// Loading this module (with the screens and modals that use it) plugs the slice into the store.
tenantsSlot.register(tenantsSlice.reducer);
