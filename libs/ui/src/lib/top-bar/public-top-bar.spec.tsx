import { fireEvent, render, screen } from '@testing-library/react';
import { QuorumThemeProvider } from '../quorum-theme-provider';
import { isLoginPath, PublicTopBar, type PublicTopBarProps } from './public-top-bar';

const renderBar = (props: PublicTopBarProps) =>
  render(
    <QuorumThemeProvider>
      <PublicTopBar {...props} />
    </QuorumThemeProvider>,
  );

describe('PublicTopBar (public routes show the logo and Sign In or Logout)', () => {
  it('shows the logo linking home and a Sign In link when signed out', () => {
    renderBar({ pathname: '/apply', signedIn: false });
    expect(screen.getByRole('link', { name: 'Quorum home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it.each(['/login', '/login/'])('hides Sign In on %s', (pathname) => {
    renderBar({ pathname, signedIn: false });
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('shows Logout instead when signed in', () => {
    const onLogout = jest.fn();
    renderBar({ pathname: '/apply', signedIn: true, onLogout });
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('is a banner, not a navigation bar', () => {
    renderBar({ pathname: '/apply', signedIn: false });
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it.each([
    ['/login', true],
    ['/login/', true],
    ['/login/confirm', false],
    ['/apply', false],
  ])('isLoginPath(%s) is %s', (pathname, expected) => {
    expect(isLoginPath(pathname)).toBe(expected);
  });
});
