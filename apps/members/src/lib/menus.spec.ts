import { mobileMenuItems, showsAdminItems, showsMainNavigation, submissionsLabel, USER_MENU_TEXT, userMenuItems } from './menus';

describe('the initials menu', () => {
  it('uses the agreed wording, word for word', () => {
    expect(USER_MENU_TEXT.profile).toEqual({ label: 'Profile', description: 'Contact info, preferences, and more' });
    expect(USER_MENU_TEXT.submissions).toEqual({ label: 'My Submissions', description: 'Deals uploaded by you' });
    expect(USER_MENU_TEXT.settings).toEqual({ label: 'Settings', description: 'Parameters and investment strategy' });
    expect(USER_MENU_TEXT.adminDashboard).toEqual({ label: 'Admin Dashboard', description: 'Manage the network' });
    expect(USER_MENU_TEXT.signOut.label).toBe('Sign Out');
  });

  it.each([
    ['a member with a profile', true, ['member'], ['profile', 'submissions', 'signOut']],
    ['a member without a profile', false, ['member'], ['signOut']],
    ['an admin with a profile', true, ['member', 'admin'], ['profile', 'submissions', 'settings', 'adminDashboard', 'signOut']],
    ['an admin without a profile', false, ['admin'], ['settings', 'adminDashboard', 'signOut']],
    ['a superuser (no visible effect)', true, ['member', 'superuser'], ['profile', 'submissions', 'signOut']],
    ['a network member', true, ['network_member'], ['profile', 'submissions', 'signOut']],
  ])('%s sees %#', (_who, hasProfile, roles, expected) => {
    expect(userMenuItems({ hasProfile, roles })).toEqual(expected);
  });

  it.each([
    [['member'], true],
    [['admin'], true],
    [['member', 'network_member'], false],
    [['network_member'], false],
  ])('main navigation and New for roles %j: %s', (roles, expected) => {
    expect(showsMainNavigation(roles)).toBe(expected);
  });

  it('admin items only for role admin', () => {
    expect(showsAdminItems(['admin'])).toBe(true);
    expect(showsAdminItems(['superuser'])).toBe(false);
    expect(showsAdminItems([])).toBe(false);
  });

  it('puts the count in brackets once known', () => {
    expect(submissionsLabel(3)).toBe('My Submissions (3)');
    expect(submissionsLabel(0)).toBe('My Submissions (0)');
    expect(submissionsLabel(null)).toBe('My Submissions');
    expect(submissionsLabel(Number.NaN)).toBe('My Submissions');
  });
});

describe('the mobile menu', () => {
  it('for network members: Submit a Deal, Your Recent Deals, Profile, My Submissions, Sign Out', () => {
    expect(mobileMenuItems({ hasProfile: true, roles: ['network_member'] })).toEqual(['submitDeal', 'recentDeals', 'profile', 'submissions', 'signOut']);
  });

  it('for everyone else: Deals, Vote, Leads and New as well', () => {
    expect(mobileMenuItems({ hasProfile: true, roles: ['member'] })).toEqual(['submitDeal', 'recentDeals', 'deals', 'vote', 'leads', 'new', 'profile', 'submissions', 'signOut']);
  });

  it('leaves out Profile and My Submissions without a profile', () => {
    expect(mobileMenuItems({ hasProfile: false, roles: ['member'] })).toEqual(['submitDeal', 'recentDeals', 'deals', 'vote', 'leads', 'new', 'signOut']);
  });
});
