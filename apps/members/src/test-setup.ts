import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { setReducedMotion, setViewportWidth } from './test/viewport';

// react-router reads these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Pages and the modal layer load lazily; their first load compiles them under ts-jest, slowly on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// A desktop window unless a test says otherwise.
beforeEach(() => {
  setReducedMotion(false);
  setViewportWidth(1280);
});
