import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../testing/signed-in';
import { setViewportWidth } from '../../testing/viewport';
import { notificationActions } from '../notifications';
import { modalOpened } from './modals.slice';

const confirm = modalOpened({ kind: 'confirm', title: 'Delete Acme?', message: 'This cannot be undone.', confirmLabel: 'Delete deal', destructive: true, onConfirm: notificationActions.toastShown({ message: 'Acme deleted', variant: 'success' }) });

async function twoModals() {
  const rendered = renderSignedIn('/deals');
  await screen.findByRole('heading', { level: 1, name: 'Deals' });
  act(() => void rendered.store.dispatch(modalOpened({ kind: 'submitDeal' })));
  await screen.findByRole('dialog', { name: 'Submit a Deal' });
  act(() => void rendered.store.dispatch(confirm));
  await screen.findByRole('dialog', { name: 'Delete Acme?' });
  return rendered;
}

const layer = (position: number) => document.querySelector(`[data-modal-position="${position}"]`) as HTMLElement;
const backdropOf = (position: number) => layer(position).querySelector('.MuiBackdrop-root') as HTMLElement;

describe('the modal stack', () => {
  it('stacks at z-index 9000 plus 100 per level', async () => {
    await twoModals();
    expect(getComputedStyle(layer(0)).zIndex).toBe('9000');
    expect(getComputedStyle(layer(1)).zIndex).toBe('9100');
  });

  it('Escape closes the top modal only', async () => {
    const user = userEvent.setup();
    await twoModals();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Acme?' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Submit a Deal' })).toBeVisible();
  });

  it('Escape closes the top modal only, also when focus has left the modals (a click on the backdrop)', async () => {
    await twoModals();
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Acme?' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Submit a Deal' })).toBeVisible();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Submit a Deal' })).toBeNull());
  });

  it('ignores a click outside on a wide screen', async () => {
    await twoModals();
    fireEvent.click(backdropOf(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('dialog', { name: 'Delete Acme?' })).toBeVisible();
  });

  it('closes on a click outside under 768 px', async () => {
    setViewportWidth(390);
    await twoModals();
    fireEvent.click(backdropOf(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Acme?' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Submit a Deal' })).toBeVisible();
  });

  it('gives the Submit a Deal modal its title, subtitle and the submission form; closing it resets the form', async () => {
    const user = userEvent.setup();
    renderSignedIn('/deals');
    await user.click((await screen.findAllByRole('button', { name: 'Submit a Deal' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Submit a Deal' });
    expect(dialog).toHaveAccessibleDescription('Upload docs and paste links about the company');
    const input = await within(dialog).findByRole('textbox', { name: 'Link to a website or deck' });
    await user.type(input, 'acme');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click((await screen.findAllByRole('button', { name: 'Submit a Deal' }))[0] as HTMLElement);
    expect(await within(await screen.findByRole('dialog', { name: 'Submit a Deal' })).findByRole('textbox', { name: 'Link to a website or deck' })).toHaveValue('');
  });

  it('dispatches the confirmed action and closes', async () => {
    const user = userEvent.setup();
    await twoModals();
    await user.click(screen.getByRole('button', { name: 'Delete deal' }));
    expect(await screen.findByText('Acme deleted')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Acme?' })).toBeNull());
  });
});

describe('toasts (one at a time; default, destructive, success)', () => {
  it('shows only the newest toast, errors in the alert region', async () => {
    const { store } = renderSignedIn('/deals');
    await screen.findByRole('heading', { level: 1, name: 'Deals' });
    act(() => {
      store.dispatch(notificationActions.toastShown({ message: 'Vote recorded', variant: 'success' }));
      store.dispatch(notificationActions.toastShown({ message: 'The deal could not be deleted', variant: 'destructive' }));
    });
    expect(screen.queryByText('Vote recorded')).toBeNull();
    expect(screen.getByRole('alert', { name: '' })).toHaveTextContent('The deal could not be deleted');
    expect(screen.getByText('The deal could not be deleted').closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
  });
});
