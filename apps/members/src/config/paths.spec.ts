import fc from 'fast-check';
import { isActiveRoute, isPublicRoute, PUBLIC_ROUTES, WAITLIST_PUBLIC_ROUTES } from './paths';

describe('routes', () => {
  it.each([
    ['/', true],
    ['/login', true],
    ['/apply', true],
    ['/founders/apply', true],
    ['/demo/report', true],
    ['/terms/', true],
    ['/about?x=1', true],
    ['/network/join/step-2', true],
    ['/deals', false],
    ['/deals/portfolio', false],
    ['/member/profile', false],
    ['/admin/settings', false],
    ['/vote', false],
    ['/loginx', false],
  ])('%s is public: %s', (path, expected) => {
    expect(isPublicRoute(path)).toBe(expected);
  });

  it.each(['/login', '/logout', '/waitlist', '/network/join'])('the waitlist variant lacks %s', (route) => {
    expect(WAITLIST_PUBLIC_ROUTES).not.toContain(route);
    expect(isPublicRoute(route, { waitlist: true })).toBe(false);
    expect(isPublicRoute(route)).toBe(true);
  });

  it('the waitlist variant keeps every other public route', () => {
    expect(WAITLIST_PUBLIC_ROUTES).toHaveLength(PUBLIC_ROUTES.length - 4);
  });

  it.each([
    ['/deals', '/deals', true],
    ['/deals/portfolio', '/deals', true],
    ['/dealsx', '/deals', false],
    ['/vote', '/deals', false],
  ])('%s makes the %s link active: %s', (path, route, expected) => {
    expect(isActiveRoute(path, route)).toBe(expected);
  });

  it('never throws and treats every subroute of a public route as public', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PUBLIC_ROUTES.filter((route) => route !== '/')), fc.stringMatching(/^[a-z0-9-]{1,12}$/), (route, tail) => {
        expect(isPublicRoute(`${route}/${tail}`)).toBe(true);
      }),
    );
    fc.assert(fc.property(fc.string(), (path) => typeof isPublicRoute(path) === 'boolean'));
  });
});
