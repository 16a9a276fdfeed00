import { addLink, splitLinks } from './link-list';
import { docsendStandInHosts, isSharingLink } from './sharing-links';

describe('docsendStandInHosts', () => {
  it.each([
    ['127.0.0.1:4100', ['127.0.0.1:4100']],
    [' LOCALHOST:4100 , 127.0.0.1:80', ['localhost:4100', '127.0.0.1:80']],
    [['[::1]:9000', 'acme.io:443', '127.0.0.1'], ['[::1]:9000']],
    ['docsend.com:443,10.0.0.1:80,127.0.0.1:0,127.0.0.1:70000', []],
    [null, []],
    [42, []],
  ])('setting %p keeps only loopback host:port pairs %p', (setting, expected) => {
    expect(docsendStandInHosts(setting)).toEqual(expected);
  });
});

describe('isSharingLink', () => {
  const standIns = ['127.0.0.1:4100'];
  it.each([
    ['https://docsend.com/view/abc', [], true],
    ['http://127.0.0.1:4100/view/locked', standIns, true],
    ['127.0.0.1:4100/view/locked', standIns, true],
    ['http://127.0.0.1:4100/view/locked', [], false],
    ['http://127.0.0.1:4101/', standIns, false],
    ['http://localhost:4100/', standIns, false],
    ['https://acme.io', standIns, false],
    [undefined, standIns, false],
  ] as const)('%p with stand-ins %p is a sharing link: %s', (url, hosts, expected) => {
    expect(isSharingLink(url, hosts)).toBe(expected);
  });

  it('a stand-in counts as a sharing link when ordering and splitting links', () => {
    const sharing = (url: string) => isSharingLink(url, standIns);
    const deck = 'http://127.0.0.1:4100/view/deck';
    expect(addLink([deck], 'http://localhost:4100/', sharing)).toEqual(['http://localhost:4100/', deck]);
    expect(splitLinks(['http://localhost:4100/', deck], sharing)).toEqual({ mainUrl: 'http://localhost:4100/', secondaryUrls: [], docsendUrls: [deck] });
  });
});
