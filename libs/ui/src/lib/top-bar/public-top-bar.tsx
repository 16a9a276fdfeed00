import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { QuorumLogo } from '../quorum-logo';

export interface PublicTopBarProps {
  /** The current path, to hide Sign In on the sign-in page itself. */
  pathname: string;
  signedIn: boolean;
  onLogout?: () => void;
  homeHref?: string;
  loginHref?: string;
}

const LOGIN_PATH = '/login';

/** Whether the path is the sign-in page ("The Sign In link is hidden on /login"). */
export function isLoginPath(pathname: string): boolean {
  return pathname === LOGIN_PATH || pathname === `${LOGIN_PATH}/`;
}

/**
 * The public routes' simple top bar: the logo and either Logout (signed in) or
 * a Sign In link (signed out). A banner, not a navigation landmark: public pages have no
 * navigation bar. Plain links, because /login and / belong to the members app.
 */
export function PublicTopBar({ pathname, signedIn, onLogout, homeHref = '/', loginHref = LOGIN_PATH }: PublicTopBarProps) {
  return (
    <Box
      component="header"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, px: { xs: 2, sm: 3 }, minHeight: 64, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Link href={homeHref} underline="none" aria-label="Quorum home" sx={{ display: 'inline-flex', borderRadius: 1 }}>
        <QuorumLogo />
      </Link>
      {signedIn ? (
        <Button variant="text" onClick={onLogout}>
          Logout
        </Button>
      ) : isLoginPath(pathname) ? null : (
        <Link href={loginHref} sx={{ fontWeight: 600, p: 1 }}>
          Sign In
        </Link>
      )}
    </Box>
  );
}
