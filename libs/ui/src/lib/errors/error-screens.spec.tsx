import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { QuorumThemeProvider } from '../quorum-theme-provider';
import { ERROR_SCREEN_TEXT, PageErrorBoundary, SectionErrorBoundary } from './error-screens';

let shouldThrow = true;
function Flaky({ label }: { label: string }) {
  if (shouldThrow) throw new Error('render failed');
  return <p>{label}</p>;
}

function Page() {
  const [, force] = useState(0);
  return (
    <PageErrorBoundary>
      <button onClick={() => force((n) => n + 1)}>rerender</button>
      <Flaky label="page content" />
    </PageErrorBoundary>
  );
}

describe('error screens', () => {
  beforeEach(() => {
    shouldThrow = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('uses the spec wording, word for word', () => {
    expect(ERROR_SCREEN_TEXT).toEqual({
      pageTitle: 'Something went wrong',
      pageBody: "We're sorry, but there was an error loading this section.",
      retry: 'Try Again',
      sectionTitle: 'Unable to load content',
      sectionBody: 'Please refresh the page to try again.',
    });
  });

  it('shows the page error screen and renders again on Try Again', () => {
    render(
      <QuorumThemeProvider>
        <Page />
      </QuorumThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText("We're sorry, but there was an error loading this section.")).toBeVisible();
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('page content')).toBeVisible();
  });

  it('keeps a failing column to itself', () => {
    const onError = jest.fn();
    render(
      <QuorumThemeProvider>
        <SectionErrorBoundary onError={onError}>
          <Flaky label="left" />
        </SectionErrorBoundary>
        <SectionErrorBoundary>
          <p>right column</p>
        </SectionErrorBoundary>
      </QuorumThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Unable to load content' })).toBeVisible();
    expect(screen.getByText('Please refresh the page to try again.')).toBeVisible();
    expect(screen.getByText('right column')).toBeVisible();
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
