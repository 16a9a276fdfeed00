import { useEffect, useRef } from 'react';

/** How long a hover menu stays open after the pointer leaves it. */
const DROPDOWN_CLOSE_DELAY_MS = 3000;

/**
 * A menu that opens on hover and closes 3 s after the pointer leaves.
 * Coming back within the 3 s keeps it open. A click on the button toggles it, except the click
 * that follows the hover that just opened it: the pointer reached the button, then pressed it,
 * and the person wants the menu, not to close it again.
 */
export function useHoverMenu(open: boolean, onOpen: () => void, onClose: () => void, closeDelayMs: number = DROPDOWN_CLOSE_DELAY_MS) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const openedByHover = useRef(false);
  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);
  useEffect(() => {
    if (!open) cancel();
  }, [open]);
  return {
    onMouseEnter: () => {
      cancel();
      if (open) return;
      openedByHover.current = true;
      onOpen();
    },
    onMouseLeave: () => {
      cancel();
      openedByHover.current = false;
      if (open) timer.current = setTimeout(onClose, closeDelayMs);
    },
    onToggle: () => {
      if (open && openedByHover.current) openedByHover.current = false;
      else if (open) onClose();
      else onOpen();
    },
  };
}
