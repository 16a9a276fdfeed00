import { PublicTopBar } from '@quorum/ui';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { paths } from '../../../config/paths';
import { selectSessionStatus, sessionActions } from '../session.slice';

/** The public top bar of /apply: logo, and Sign In or Logout once the session is known. */
export function SessionTopBar() {
  const status = useSelector(selectSessionStatus);
  const dispatch = useDispatch();
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
