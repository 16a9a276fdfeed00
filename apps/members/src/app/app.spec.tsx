import { render, screen } from '@testing-library/react';
import { App } from './app';

describe('Public landing (spec 1 section 2)', () => {
  it('shows the logo and a Sign In link in the top bar when logged out', () => {
    render(<App />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Quorum home' }));
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('points applicants to /apply', () => {
    render(<App />);
    expect(screen.getByRole('link', { name: 'Apply for membership' })).toHaveAttribute('href', '/apply');
  });
});
