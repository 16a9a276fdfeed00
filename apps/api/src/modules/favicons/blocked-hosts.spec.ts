import { isBlockedHost } from './blocked-hosts';

describe('isBlockedHost (hosting and site-builder domains fall back to the default logo)', () => {
  it.each([
    'acme.wixsite.com',
    'acme.github.io',
    'github.io',
    'acme.netlify.app',
    'acme.vercel.app',
    'acme.herokuapp.com',
    'acme.blogspot.com',
    'acme.webflow.io',
    'acme.carrd.co',
    'acme.notion.site',
    'acme.framer.website',
    'acme.godaddysites.com',
    'acme.squarespace.com',
    'acme.weebly.com',
    'acme.wordpress.com',
    'ACME.Pages.Dev.',
    'sites.google.com',
    'linktr.ee',
  ])('blocks %s', (hostname) => {
    expect(isBlockedHost(hostname)).toBe(true);
  });

  it.each(['acme.io', 'squarespace.com', 'www.squarespace.com', 'wordpress.com', 'wix.com', 'github.com', 'notgithub.io', 'mywixsite.com', 'google.com'])(
    'allows %s',
    (hostname) => {
      expect(isBlockedHost(hostname)).toBe(false);
    },
  );
});
