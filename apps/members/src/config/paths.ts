/** Every path the members app links to, built in one place. */
export const paths = {
  home: '/',
  login: '/login',
  logout: '/logout',
  apply: '/apply',
  deals: '/deals',
  portfolio: '/deals/portfolio',
  submissions: '/deals/submissions',
  submitDeal: '/deals/submit',
  vote: '/vote',
  leads: '/leads',
  profile: '/member/profile',
  adminSettings: '/admin/settings',
  adminDashboard: '/admin/dashboard',
  dealDetail: (id: string, name: string) => `/deals/${encodeURIComponent(id)}/${encodeURIComponent(slug(name))}`,
  report: (reportId: string) => `/deals/${encodeURIComponent(reportId)}/report`,
} as const;

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'deal';
}
