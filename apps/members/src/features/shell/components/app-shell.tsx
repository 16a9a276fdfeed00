import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSlot } from '../../../app/route-fallbacks';
import { useAppDispatch } from '../../../app/hooks';
import { menusClosed } from '../shell.slice';
import { TopNav } from './top-nav';

/** The logged-in shell: the top navigation over the page. A navigation closes any open menu. */
export function AppShell() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The first render keeps the menus this tab remembered; later navigations close them.
    if (first.current) first.current = false;
    else dispatch(menusClosed());
  }, [dispatch, pathname]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopNav />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <PageSlot>
          <Outlet />
        </PageSlot>
      </Box>
    </Box>
  );
}
