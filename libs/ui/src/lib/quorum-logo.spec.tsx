import { render, screen } from '@testing-library/react';
import { QuorumLogo } from './quorum-logo';
import { QuorumThemeProvider } from './quorum-theme-provider';

describe('QuorumLogo', () => {
  it('shows the product name and hides the decorative mark from screen readers', () => {
    const { container } = render(
      <QuorumThemeProvider>
        <QuorumLogo />
      </QuorumThemeProvider>,
    );
    expect(screen.getByText('Quorum')).toBeVisible();
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('Q');
  });
});
