import { useEffect } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';

/**
 * How sagas navigate (after sign-in to /, after sign-out to /login): through the router's own
 * navigate, handed over by <NavigationBridge> once the router is mounted. A navigation asked for
 * before that waits for it.
 */
export function createNavigator() {
  let navigate: ((path: string) => void) | null = null;
  let pending: string | null = null;
  return {
    navigate(path: string) {
      if (navigate) navigate(path);
      else pending = path;
    },
    attach(next: (path: string) => void) {
      navigate = next;
      if (pending !== null) {
        const path = pending;
        pending = null;
        next(path);
      }
    },
  };
}

export type Navigator = ReturnType<typeof createNavigator>;

export function NavigationBridge({ navigator, onLocation }: { navigator: Navigator; onLocation?: (location: Location) => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    navigator.attach((path) => void navigate(path));
  }, [navigate, navigator]);
  useEffect(() => {
    onLocation?.(location);
  }, [location, onLocation]);
  return null;
}
