import { LINK_STATUS_TEXT, linkInputErrorShouldClear } from './link-status-text';

describe('LINK_STATUS_TEXT', () => {
  it.each([
    ['addingUrl', 'Adding URL...'],
    ['uploadingFile', 'Uploading file...'],
    ['checkingDocsend', 'Checking DocSend link...'],
    ['invalidUrl', 'Please enter a valid URL.'],
    ['addLinkHint', 'Hit enter or click ➝ to add a link'],
    ['waitingForContent', 'Waiting for links or files.'],
    ['contentReady', 'Content ready for upload!'],
  ] as const)('spec 2 section 2: %s reads "%s"', (key, text) => {
    expect(LINK_STATUS_TEXT[key]).toBe(text);
  });
});

describe('linkInputErrorShouldClear', () => {
  it.each([
    ['', true],
    ['a', false],
    ['ab', false],
    ['abc', true],
    ['acme.io', true],
    [undefined, true],
  ])('spec 2 section 5: text %p clears the error: %s', (text, expected) => {
    expect(linkInputErrorShouldClear(text)).toBe(expected);
  });
});
