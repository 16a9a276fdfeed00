import { PublicTopBar } from '@quorum/ui';
import { useEffect } from 'react';
import { paths } from '../../../config/paths';
import { selectSessionStatus, sessionActions } from '../session.slice';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

/** The public top bar of /apply: logo, and Sign In or Logout once the session is known. */
export function SessionTopBar() {
  const status = useAppSelector(selectSessionStatus);
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(sessionActions.sessionCheckRequested());
  }, [dispatch]);
  return (
    <PublicTopBar
      pathname={window.location.pathname}
      signedIn={status === 'signedIn' || status === 'leaving'}
      onLogout={() => dispatch(sessionActions.logoutRequested())}
      homeHref={paths.home}
      loginHref={paths.login}
    />
  );
}
