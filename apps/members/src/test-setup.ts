import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';
import { setReducedMotion, setViewportWidth } from './testing/viewport';

// react-router reads these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom's crypto has no subtle; the submit form hashes attached decks with it.
if (!globalThis.crypto.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });

// Pages and the modal layer load lazily; their first load compiles them under ts-jest, slowly on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// A desktop window unless a test says otherwise.
beforeEach(() => {
  setReducedMotion(false);
  setViewportWidth(1280);
});
