import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KeyValueStorage } from '@quorum/testing';
import type { FakeRoute } from './fake-server';
import { renderSignedIn } from './signed-in';
import { submitRoutes } from './submit-fixtures';

/** /deals/submit for a signed-in member, the API answering a good submission unless told otherwise. */
export async function openSubmitPage(routes: Record<string, FakeRoute> = {}, options: { storage?: KeyValueStorage } = {}) {
  const user = userEvent.setup();
  const rendered = renderSignedIn('/deals/submit', { routes: submitRoutes(routes), context: options.storage ? { storage: options.storage } : {} });
  await screen.findByRole('heading', { level: 1, name: 'Got a deal for me?' });
  const input = await screen.findByRole('textbox', { name: 'Link to a website or deck' });
  const addLink = async (text: string) => {
    await user.clear(input);
    await user.type(input, `${text}{Enter}`);
  };
  /** A link pasted, as the placeholder invites, then Enter: one change instead of a key per character. */
  const pasteLink = async (text: string) => {
    await user.clear(input);
    await user.click(input);
    await user.paste(text);
    await user.keyboard('{Enter}');
  };
  return { ...rendered, user, input, addLink, pasteLink };
}

/** The dialog's own Close button (the frame's × is named Close too). */
export function closeButtonOf(dialog: HTMLElement): HTMLElement {
  return within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement;
}
