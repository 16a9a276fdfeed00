import { useEffect, useRef } from 'react';

/** Moves focus to a step's heading when it appears, so screen readers announce the new step. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
