/**
 * Test-only (specs and the bench's security scenario): links that must never reach the DocSend
 * converter, each paired with what it tries. See docs/security/docsend-links.md.
 */
export const HOSTILE_DOCSEND_LINKS: ReadonlyArray<readonly [attack: string, link: string]> = [
  ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
  ['plain http', 'http://docsend.com/view/x'],
  ['DocSend name as a prefix of another host', 'https://docsend.com.evil.example/view/x'],
  ['DocSend name in the path', 'https://evil.example/docsend.com/view/x'],
  ['DocSend name as user info', 'https://user@docsend.com@evil.example/view/x'],
  ['credentials sent to DocSend', 'https://user:secret@docsend.com/view/x'],
  ['another port', 'https://docsend.com:8443/view/x'],
  ['an IP address', 'https://127.0.0.1/view/x'],
  ['an IPv6 address', 'https://[::1]/view/x'],
  ['a loopback name', 'https://localhost/view/x'],
  ['a data: URL', 'data:text/html,<a href="https://docsend.com/view/x">deck</a>'],
  ['a javascript: URL', 'javascript:fetch("https://docsend.com/view/x")'],
  ['a backslash before the host', 'https://evil.example\\@docsend.com/view/x'],
  ['a look-alike host (Cyrillic o)', 'https://d\u043ecsend.com/view/x'],
  ['two links in one', 'https://docsend.com/view/x https://evil.example/'],
];

/** A link that must still convert: a DocSend subdomain, sent with a passcode by the route test. */
export const VALID_DOCSEND_LINK = 'https://acme.docsend.com/view/abc123';
