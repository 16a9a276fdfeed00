import { env } from '../env';

/**
 * Every path the app builds, in one place. Routes are relative to the router's basename
 * (/apply); the other public routes belong to the members app and are plain links.
 */
export const paths = {
  /** The router's basename: Vite's base without its trailing slash. */
  basename: env.baseUrl.replace(/\/$/, '') || '/',
  apply: '/',
  /** The page a re-upload email links to: /apply/reupload?token=… */
  reupload: '/reupload',
  /** The page a "Continue on another device" email links to: /apply/continue?token=… */
  continue: '/continue',
  /** What Quorum holds about an applicant, opened with an emailed link: /apply/my-data?token=… */
  myData: '/my-data',
  home: '/',
  login: '/login',
} as const;

/** The API calls this app makes. */
export const apiPaths = {
  submit: '/api/join/submit',
  upload: '/api/documents/upload',
  reuploadLink: '/api/documents/reupload-request',
  welcomeEmail: '/api/send-welcome-email',
  /** Server drafts: POST to create; /:id to read, save, delete; /:id/files; /open for the emailed link. */
  drafts: '/api/drafts',
  openDraft: '/api/drafts/open',
  /** A person's data rights without an account (docs/flows/data-rights.md): the link, then calls with its access key. */
  dataLink: '/api/data-rights/link',
  openDataLink: '/api/data-rights/open',
  dataSummary: '/api/data-rights/summary',
  dataExport: '/api/data-rights/export',
  dataErasure: '/api/data-rights/erasure',
  withdrawApplication: (id: string) => `/api/data-rights/applications/${encodeURIComponent(id)}/withdraw`,
  session: '/api/auth/session',
  logout: '/api/logout',
} as const;

/** Query parameters that carry an invitation or referral code (/apply?ref=…). */
export const REFERRAL_PARAMS = ['ref', 'invite', 'referral'] as const;
