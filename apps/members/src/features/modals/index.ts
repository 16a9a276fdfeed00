// The modal stack's public API: open a modal by its spec, read the stack, and the frame every modal draws in.
export { allModalsClosed, modalClosed, modalOpened, modalsSlice, selectModalStack, type ModalKind, type ModalSpec, type ModalsState, type OpenModal } from './modals.slice';
export { ModalFrame, type ModalFrameProps } from './modal-frame';
// The modals app/modal-layer.tsx draws (it loads only when the first modal opens).
export { ConfirmModal } from './confirm-modal';
export { ReasonModal } from './reason-modal';
