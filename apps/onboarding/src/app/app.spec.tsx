import { render, screen } from '@testing-library/react';
import { APPLICATION_TYPES } from '@quorum/domain';
import { App } from './app';

describe('Apply page skeleton (spec 1 section 2)', () => {
  it('names the page and offers every application type of spec 1 section 1', () => {
    render(<App />);
    expect(screen.getByRole('heading', { level: 1, name: 'Apply to join Quorum' })).toBeVisible();
    for (const type of APPLICATION_TYPES) {
      expect(screen.getByText(type)).toBeVisible();
    }
  });

  it('has no navigation bar', () => {
    render(<App />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
