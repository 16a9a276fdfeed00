import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminMember, Role } from '@quorum/domain';
import { signedOut } from '../auth/auth.slice';

/** Members and their roles, on the Admin Dashboard. */
export interface AdminMembersState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  items: AdminMember[];
  error: string | null;
  saving: string[];
}

const initialState: AdminMembersState = { status: 'idle', items: [], error: null, saving: [] };

export const adminMembersSlice = createSlice({
  name: 'adminMembers',
  initialState,
  reducers: {
    membersRequested: (state) => {
      if (state.status !== 'loaded') state.status = 'loading';
    },
    membersLoaded: (state, action: PayloadAction<{ members: AdminMember[] }>) => {
      state.status = 'loaded';
      state.items = action.payload.members;
      state.error = null;
    },
    membersLoadFailed: (state, action: PayloadAction<{ message: string }>) => {
      state.status = 'failed';
      state.error = action.payload.message;
    },
    memberRolesSubmitted: (state, action: PayloadAction<{ memberId: string; role: Role; allRoles: Role[] }>) => {
      state.saving.push(action.payload.memberId);
    },
    memberRolesSaved: (state, action: PayloadAction<{ member: AdminMember }>) => {
      state.items = state.items.map((member) => (member.id === action.payload.member.id ? action.payload.member : member));
      state.saving = state.saving.filter((id) => id !== action.payload.member.id);
    },
    memberRolesFailed: (state, action: PayloadAction<{ memberId: string }>) => {
      state.saving = state.saving.filter((id) => id !== action.payload.memberId);
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const { membersRequested, membersLoaded, membersLoadFailed, memberRolesSubmitted, memberRolesSaved, memberRolesFailed } = adminMembersSlice.actions;
export const selectAdminMembers = (state: { adminMembers?: AdminMembersState }) => state.adminMembers ?? initialState;
