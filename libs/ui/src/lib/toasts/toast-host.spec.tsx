import { act, fireEvent, render, screen } from '@testing-library/react';
import { QuorumThemeProvider } from '../quorum-theme-provider';
import { ToastHost } from './toast-host';
import type { Toast } from './toast.types';

const renderHost = (toast: Toast | null, onDismiss = jest.fn(), autoHideMs = 1000) =>
  render(
    <QuorumThemeProvider>
      <ToastHost toast={toast} onDismiss={onDismiss} autoHideMs={autoHideMs} />
    </QuorumThemeProvider>,
  );

describe('ToastHost (a toast area, one toast at a time, variants default, destructive, success)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps an empty toast area in the page', () => {
    renderHost(null);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it.each([
    ['default', 'status'],
    ['success', 'status'],
    ['destructive', 'alert'],
  ] as const)('announces a %s toast in the %s region', (variant, role) => {
    renderHost({ id: 1, message: 'Saved', variant });
    expect(screen.getByRole(role)).toHaveTextContent('Saved');
    expect(screen.getByText('Saved').closest('[data-variant]')).toHaveAttribute('data-variant', variant);
  });

  it('hides default and success toasts after a while, but not destructive ones', () => {
    const onDismiss = jest.fn();
    const { rerender } = renderHost({ id: 1, message: 'Saved', variant: 'success' }, onDismiss);
    act(() => jest.advanceTimersByTime(1000));
    expect(onDismiss).toHaveBeenCalledWith(1);
    rerender(
      <QuorumThemeProvider>
        <ToastHost toast={{ id: 2, message: 'Failed', variant: 'destructive' }} onDismiss={onDismiss} autoHideMs={1000} />
      </QuorumThemeProvider>,
    );
    act(() => jest.advanceTimersByTime(5000));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('pauses while the pointer is on the toast', () => {
    const onDismiss = jest.fn();
    renderHost({ id: 3, message: 'Hello', variant: 'default' }, onDismiss);
    fireEvent.mouseEnter(screen.getByText('Hello'));
    act(() => jest.advanceTimersByTime(5000));
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('is dismissed with its close button', () => {
    const onDismiss = jest.fn();
    renderHost({ id: 4, message: 'Oops', variant: 'destructive' }, onDismiss);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(onDismiss).toHaveBeenCalledWith(4);
  });

  it('shows only the toast it is given', () => {
    renderHost({ id: 5, message: 'Second', variant: 'default' });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getAllByText('Second')).toHaveLength(1);
  });
});
