import { LINK_STATUS_TEXT, linkInputErrorShouldClear, submitStatusLine } from './link-status-text';

describe('LINK_STATUS_TEXT', () => {
  it.each([
    ['addingUrl', 'Adding URL...'],
    ['uploadingFile', 'Uploading file...'],
    ['checkingDocsend', 'Checking DocSend link...'],
    ['invalidUrl', 'Please enter a valid URL.'],
    ['addLinkHint', 'Hit enter or click ➝ to add a link'],
    ['waitingForContent', 'Waiting for links or files.'],
    ['contentReady', 'Content ready for upload!'],
  ] as const)('%s reads "%s"', (key, text) => {
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
  ])('text %p clears the error: %s', (text, expected) => {
    expect(linkInputErrorShouldClear(text)).toBe(expected);
  });
});

describe('submitStatusLine', () => {
  const idle = { busy: null, invalidUrl: false, inputText: '', hasContent: false } as const;
  it.each([
    [{ ...idle }, 'Waiting for links or files.'],
    [{ ...idle, hasContent: true }, 'Content ready for upload!'],
    [{ ...idle, inputText: 'acme.io' }, 'Hit enter or click ➝ to add a link'],
    [{ ...idle, inputText: '   ', hasContent: true }, 'Content ready for upload!'],
    [{ ...idle, invalidUrl: true, inputText: 'ac' }, 'Please enter a valid URL.'],
    [{ ...idle, busy: 'adding', invalidUrl: true }, 'Adding URL...'],
    [{ ...idle, busy: 'uploading', hasContent: true }, 'Uploading file...'],
    [{ ...idle, busy: 'checking', inputText: 'x' }, 'Checking DocSend link...'],
  ] as const)('%p shows "%s"', (input, text) => {
    expect(submitStatusLine(input)).toBe(text);
  });
});
