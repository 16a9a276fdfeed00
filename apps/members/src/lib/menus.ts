/**
 * The logged-in shell's menus, as data: which items a person sees and their wording, word for
 * word (see docs/flows/members-shell.md). Components render these; they do not decide them.
 */

export const USER_MENU_TEXT = {
  profile: { label: 'Profile', description: 'Contact info, preferences, and more' },
  submissions: { label: 'My Submissions', description: 'Deals uploaded by you' },
  settings: { label: 'Settings', description: 'Parameters and investment strategy' },
  adminDashboard: { label: 'Admin Dashboard', description: 'Manage the network' },
  signOut: { label: 'Sign Out', description: '' },
} as const;

export type UserMenuItem = keyof typeof USER_MENU_TEXT;

export type MobileMenuItem = 'submitDeal' | 'recentDeals' | 'deals' | 'vote' | 'leads' | 'new' | 'profile' | 'submissions' | 'signOut';

export const NETWORK_MEMBER_ROLE = 'network_member';
export const ADMIN_ROLE = 'admin';

const hasRole = (roles: readonly string[], role: string) => roles.includes(role);

/** network_member sees no main navigation links and no New indicator. */
export function showsMainNavigation(roles: readonly string[]): boolean {
  return !hasRole(roles, NETWORK_MEMBER_ROLE);
}

/**
 * Settings and Admin Dashboard are for role admin. A superuser role "is checked but has no
 * visible effect", so superuser alone does not show them.
 */
export function showsAdminItems(roles: readonly string[]): boolean {
  return hasRole(roles, ADMIN_ROLE);
}

/**
 * The round initials menu: Profile and My Submissions only when a profile
 * exists, Settings and Admin Dashboard for admins, Sign Out always.
 */
export function userMenuItems({ hasProfile, roles }: { hasProfile: boolean; roles: readonly string[] }): UserMenuItem[] {
  return [
    ...(hasProfile ? (['profile', 'submissions'] as const) : []),
    ...(showsAdminItems(roles) ? (['settings', 'adminDashboard'] as const) : []),
    'signOut',
  ];
}

/**
 * The mobile slide-in menu: Submit a Deal and Your Recent Deals, then
 * Profile, My Submissions and Sign Out for network members; for everyone else Deals, Vote,
 * Leads and New come before them. Profile and My Submissions still need a profile.
 */
export function mobileMenuItems({ hasProfile, roles }: { hasProfile: boolean; roles: readonly string[] }): MobileMenuItem[] {
  const own: MobileMenuItem[] = [...(hasProfile ? (['profile', 'submissions'] as const) : []), 'signOut'];
  if (!showsMainNavigation(roles)) return ['submitDeal', 'recentDeals', ...own];
  return ['submitDeal', 'recentDeals', 'deals', 'vote', 'leads', 'new', ...own];
}

/** "My Submissions (3)": the count in brackets once it is known. */
export function submissionsLabel(count: number | null | undefined): string {
  const label = USER_MENU_TEXT.submissions.label;
  return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? `${label} (${count})` : label;
}
