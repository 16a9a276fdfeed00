import { render, screen, within } from '@testing-library/react';
import { QuorumThemeProvider } from '@quorum/ui';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createAppStore } from '../../../app/store';
import { fakeContext } from '../../../testing/fake-context';
import { dealItem } from '../../../testing/fixtures';
import { DealList } from './deal-list';

/** Without websites, so no favicon lookup runs past the end of a test. */
function renderList(withSites: ReturnType<typeof dealItem>[]) {
  const deals = withSites.map((deal) => ({ ...deal, url: null }));
  return render(
    <Provider store={createAppStore(fakeContext())}>
      <QuorumThemeProvider>
        <MemoryRouter>
          <DealList deals={deals} label="Deals" />
        </MemoryRouter>
      </QuorumThemeProvider>
    </Provider>,
  );
}

const rowOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('deal list status display', () => {
  it.each([
    ['pending', 'Processing', 'spinner'],
    ['accepted', 'Approved!', 'approved'],
    ['rejected', 'Rejected', 'rejected'],
    ['failed', 'Failed', 'rejected'],
    ['error', 'Error', 'rejected'],
  ] as const)('shows %s as "%s" with the %s icon', (effectiveStatus, label, icon) => {
    renderList([dealItem({ name: 'Acme', effectiveStatus })]);
    const status = within(rowOf('Acme')).getByText(label);
    expect(status).toBeVisible();
    const iconElement = status.querySelector('svg');
    if (icon === 'spinner') expect(status.querySelector('.MuiCircularProgress-root')).not.toBeNull();
    else expect(iconElement).not.toBeNull();
    if (icon === 'approved') expect(status).toHaveAttribute('data-status', 'accepted');
  });

  it('opens only accepted and rejected deals; a pending one is greyed out and not a link', () => {
    renderList([dealItem({ name: 'Acme', effectiveStatus: 'accepted', id: 'r-a' }), dealItem({ name: 'Beta', effectiveStatus: 'rejected' }), dealItem({ name: 'Gamma', effectiveStatus: 'pending' }), dealItem({ name: 'Delta', effectiveStatus: 'error' })]);
    expect(screen.getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/deals/r-a/acme');
    expect(screen.getByRole('link', { name: 'Beta' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Gamma' })).toBeNull();
    expect(rowOf('Gamma')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('link', { name: 'Delta' })).toBeNull();
    expect(rowOf('Acme')).not.toHaveAttribute('aria-disabled');
  });

  it('shows the tally', () => {
    renderList([dealItem({ name: 'Acme', tally: { yes: 4, no: 2 } })]);
    expect(within(rowOf('Acme')).getByText('4 yes · 2 no')).toBeVisible();
  });
});
