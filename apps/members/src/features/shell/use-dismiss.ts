import { useEffect, type RefObject } from 'react';

/**
 * Closes an open menu on a pointer press outside it or on Escape. Escape hands focus back to the button that opened it, so keyboard users stay put.
 */
export function useDismiss(containerRef: RefObject<HTMLElement | null>, open: boolean, onDismiss: () => void, triggerRef?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: Event) => {
      if (containerRef.current && event.target instanceof Node && !containerRef.current.contains(event.target)) onDismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onDismiss();
      triggerRef?.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [containerRef, open, onDismiss, triggerRef]);
}
