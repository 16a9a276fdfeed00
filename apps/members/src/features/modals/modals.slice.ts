import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';

/** What a modal of the stack is; the app maps each kind to its component. */
export type ModalSpec =
  | { kind: 'submitDeal' }
  /** An admin confirms it is them with a passkey before a refused call goes again (features/auth/step-up.saga.ts). */
  | { kind: 'stepUp'; message: string }
  | { kind: 'confirm'; title: string; message: string; confirmLabel: string; destructive?: boolean; onConfirm: UnknownAction }
  | {
      kind: 'reason';
      title: string;
      label: string;
      confirmLabel: string;
      hint?: string;
      destructive?: boolean;
      /** Paragraphs above the field: what confirming does. */
      message?: string[];
      /** The text may be left blank (a note rather than a reason); `reason` is then absent from the payload. */
      optional?: boolean;
      onSubmit: { type: string; payload: Record<string, unknown> };
    };

export type ModalKind = ModalSpec['kind'];

export interface OpenModal {
  key: number;
  spec: ModalSpec;
  /** Undefined keeps the rule of Outside clicks close only under 768 px. */
  closeOnOutsideClick?: boolean;
}

/** The modal stack: the last one opened is on top and is the one Escape closes. */
export interface ModalsState {
  stack: OpenModal[];
  lastKey: number;
}

const initialState: ModalsState = { stack: [], lastKey: 0 };

export const modalsSlice = createSlice({
  name: 'modals',
  initialState,
  reducers: {
    modalOpened: (state, action: PayloadAction<ModalSpec & { closeOnOutsideClick?: boolean }>) => {
      const { closeOnOutsideClick, ...spec } = action.payload;
      state.lastKey += 1;
      state.stack.push({ key: state.lastKey, spec: spec as ModalSpec, ...(closeOnOutsideClick === undefined ? {} : { closeOnOutsideClick }) });
    },
    modalClosed: (state, action: PayloadAction<{ key: number }>) => {
      state.stack = state.stack.filter((modal) => modal.key !== action.payload.key);
    },
    allModalsClosed: (state) => {
      state.stack = [];
    },
  },
});

export const { modalOpened, modalClosed, allModalsClosed } = modalsSlice.actions;
export const selectModalStack = (state: { modals: ModalsState }) => state.modals.stack;
