import {
  canSaveDocsendPasscode,
  DOCSEND_MESSAGES,
  docsendDialogFor,
  docsendCheckFailure,
  docsendFileName,
} from './docsend-messages';

describe('DOCSEND_MESSAGES', () => {
  it.each([
    ['passcodeRequired', 'Passcode required'],
    ['noLink', 'No docsend link provided'],
    ['bothEmailsFailed', 'Failed to fetch docsend data with both user and fallback emails'],
    ['emptyPdf', 'DocSend API returned empty PDF data'],
    ['saveFailed', 'Failed to save DocSend material'],
    [
      'checkUnavailable',
      'Sorry this docsend link is either no longer available or has security preventing me accessing it.',
    ],
    ['checkError', 'Error checking DocSend link. Please try again.'],
    ['passwordDialogTitle', 'Docsend Password (optional)'],
    ['unavailableDialogButton', 'Got it'],
  ] as const)('%s reads "%s"', (key, text) => {
    expect(DOCSEND_MESSAGES[key]).toBe(text);
  });

  it.each([
    [403, 'Failed to fetch docsend data: 403'],
    ['500', 'Failed to fetch docsend data: 500'],
  ])('a fetch failing with %p reads "%s"', (status, text) => {
    expect(DOCSEND_MESSAGES.fetchFailed(status)).toBe(text);
  });
});

describe('docsendDialogFor', () => {
  const { dataroom, unavailable, other } = DOCSEND_MESSAGES.unavailableDialog;

  it.each([
    [{ dataroom: true, unavailable: false }, dataroom],
    [{ dataroom: true, unavailable: true }, dataroom],
    [{ dataroom: false, unavailable: true }, unavailable],
    [{ dataroom: false, unavailable: false }, other],
    [null, other],
    [{ dataroom: 'yes' }, other],
  ])('check result %p shows the matching dialog', (result, expected) => {
    expect(docsendDialogFor(result)).toBe(expected);
  });

  it.each([
    [dataroom, 'DocSend Dataroom Link Detected', "I don't yet support datarooms. Please download individual files or give me a link to a single deck."],
    [
      unavailable,
      'DocSend Link Unavailable',
      'This link may be expired, require special access, or be protected with security settings that prevent access. Please check the link or provide an alternative.',
    ],
    [other, 'DocSend Link Issue', 'Please check the link and try again with a valid DocSend URL.'],
  ])('the dialog reads its title and text word for word', (dialog, title, text) => {
    expect(dialog).toEqual({ title, text });
  });
});

describe('canSaveDocsendPasscode', () => {
  it.each([
    ['secret', true],
    [' s ', true],
    ['', false],
    ['   ', false],
    [undefined, false],
  ])('passcode %p enables Save: %s', (passcode, expected) => {
    expect(canSaveDocsendPasscode(passcode)).toBe(expected);
  });
});

describe('docsendFileName', () => {
  it.each([
    [1_700_000_000_000, 'docsend_1700000000000.pdf'],
    [12.7, 'docsend_12.pdf'],
    [Number.NaN, 'docsend_0.pdf'],
  ])('timestamp %p names the file %s', (timestamp, name) => {
    expect(docsendFileName(timestamp)).toBe(name);
  });
});

describe('docsendCheckFailure', () => {
  it.each([
    [400, { kind: 'dialog', dialog: DOCSEND_MESSAGES.unavailableDialog.other }],
    [0, { kind: 'message', message: 'Error checking DocSend link. Please try again.' }],
    [502, { kind: 'message', message: 'Error checking DocSend link. Please try again.' }],
    [429, { kind: 'message', message: 'Error checking DocSend link. Please try again.' }],
    [403, { kind: 'message', message: 'Sorry this docsend link is either no longer available or has security preventing me accessing it.' }],
    [404, { kind: 'message', message: 'Sorry this docsend link is either no longer available or has security preventing me accessing it.' }],
  ] as const)('a check failing with %d gives %p', (status, expected) => {
    expect(docsendCheckFailure(status)).toEqual(expected);
  });
});
