import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// Libraries read these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The tests talk to a real local server and storage; on a busy machine that takes more than 1 s.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  // Each test starts with an empty browser: no saved progress, no stored files.
  window.localStorage.clear();
});
