import fc from 'fast-check';
import { userInitials } from './user-initials';

describe('userInitials', () => {
  it.each([
    [{ firstName: 'ada', lastName: 'lovelace' }, 'x@y.io', 'AL'],
    [{ firstName: ' Grace ', lastName: ' Hopper ' }, undefined, 'GH'],
    [{ firstName: 'Ada' }, 'zed@y.io', 'A'],
    [{ lastName: 'Lovelace' }, 'zed@y.io', 'L'],
    [{ firstName: '  ', lastName: '' }, 'john.doe@example.com', 'JO'],
    [null, 'john.doe@example.com', 'JO'],
    [undefined, 'q@example.com', 'Q'],
    [{}, '  mary@example.com ', 'MA'],
    [{ firstName: 42, lastName: ['x'] }, 'li@example.com', 'LI'],
    [{}, '@example.com', '?'],
    [{}, '', '?'],
    [undefined, undefined, '?'],
    ['not a profile', 12, '?'],
  ])('profile %p with email %p gives "%s"', (profile, email, expected) => {
    expect(userInitials(profile, email)).toBe(expected);
  });

  it('never throws and gives at most two characters from a single-character name', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (profile, email) => {
        expect(typeof userInitials(profile, email)).toBe('string');
      }),
    );
  });
});
