import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';
import { closesOnOutsideClick, modalZIndex } from '../../lib/gestures';
import { CloseIcon } from '@quorum/ui';
import { useEffect, useId, type ReactNode } from 'react';

export interface ModalFrameProps {
  /** Place in the stack, 0 at the bottom: z-index 9000 + 100 per position. */
  position: number;
  title: string;
  subtitle?: string;
  /** Undefined keeps the default: outside clicks close only under 768 px. */
  closeOnOutsideClick?: boolean;
  onClose: () => void;
  /** Wider for dialogs that show a report; 560 px by default. */
  width?: number;
  /**
   * Drawn over the backdrop and under the dialog (the preview's confetti), so it celebrates around
   * the dialog without covering its text. The dialog role then sits on the layer holding both.
   */
  decoration?: ReactNode;
  children: ReactNode;
}

/**
 * The modal container. Escape closes the top modal only (MUI's modal manager
 * knows which is on top), wherever focus is; a click outside closes it only on small screens,
 * where a stray tap on a big screen's backdrop would otherwise lose a half-written form.
 */
export function ModalFrame({ position, title, subtitle, closeOnOutsideClick, onClose, width = 560, decoration, children }: ModalFrameProps) {
  const titleId = useId();
  const subtitleId = useId();
  useEscapeOutsideFocus(position, onClose);
  const dialogRole = { role: 'dialog', 'aria-modal': 'true' as const, 'aria-labelledby': titleId, ...(subtitle ? { 'aria-describedby': subtitleId } : {}), tabIndex: -1 };
  const card = (
    <Box
      {...(decoration ? {} : dialogRole)}
      sx={{
        position: 'absolute',
        top: '50%',
        left: '50%',
        transform: 'translate(-50%, -50%)',
        width: `min(${width}px, calc(100vw - 32px))`,
        maxHeight: 'calc(100vh - 32px)',
        overflowY: 'auto',
        bgcolor: 'background.paper',
        borderRadius: 3,
        boxShadow: 24,
        p: { xs: 2.5, sm: 3.5 },
        outline: 'none',
        pointerEvents: 'auto',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 2 }}>
        <Box sx={{ flex: 1 }}>
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1.375rem' }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography id={subtitleId} color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        <IconButton aria-label="Close" onClick={onClose} sx={{ mt: -0.5, mr: -1 }}>
          <CloseIcon />
        </IconButton>
      </Box>
      {children}
    </Box>
  );
  return (
    <Modal
      open
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown' || closesOnOutsideClick(window.innerWidth, closeOnOutsideClick)) onClose();
      }}
      sx={{ zIndex: modalZIndex(position) }}
      data-modal-position={position}
    >
      {decoration ? (
        // Clicks pass through the layer to the backdrop, so outside clicks close as usual.
        <Box {...dialogRole} sx={{ position: 'fixed', inset: 0, outline: 'none', pointerEvents: 'none' }}>
          {decoration}
          {card}
        </Box>
      ) : (
        card
      )}
    </Modal>
  );
}

/**
 * MUI's Modal hears Escape only while focus is inside it; a click on the backdrop can leave focus
 * on the page. An Escape that reaches the document (nothing inside a modal took it) closes the
 * modal on top of the stack.
 */
function useEscapeOutsideFocus(position: number, onClose: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const positions = [...document.querySelectorAll('[data-modal-position]')].map((element) => Number(element.getAttribute('data-modal-position')));
      if (Math.max(...positions) === position) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [position, onClose]);
}
