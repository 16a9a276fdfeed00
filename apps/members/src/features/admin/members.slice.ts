import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Role } from '@quorum/domain';
import { signedOut } from '../auth';

/** Role changes being saved, by member id (the members themselves are a read: admin.queries.ts). */
export interface AdminMembersState {
  saving: string[];
}

const initialState: AdminMembersState = { saving: [] };

export const adminMembersSlice = createSlice({
  name: 'adminMembers',
  initialState,
  reducers: {
    memberRolesSubmitted: (state, action: PayloadAction<{ memberId: string; role: Role; allRoles: Role[] }>) => {
      state.saving.push(action.payload.memberId);
    },
    memberRolesSaved: (state, action: PayloadAction<{ memberId: string }>) => {
      state.saving = state.saving.filter((id) => id !== action.payload.memberId);
    },
    memberRolesFailed: (state, action: PayloadAction<{ memberId: string }>) => {
      state.saving = state.saving.filter((id) => id !== action.payload.memberId);
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const { memberRolesSubmitted, memberRolesSaved, memberRolesFailed } = adminMembersSlice.actions;
export const selectAdminMembers = (state: { adminMembers?: AdminMembersState }) => state.adminMembers ?? initialState;
