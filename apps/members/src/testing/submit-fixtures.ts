import type { FullReportResponse } from '@quorum/domain';
import { rootReducer } from '../app/root-reducer';
import type { AppStore } from '../app/store';
import { submitDealFeature, registerFiles, submissionRequested, filesAttached, linkAdded } from '../features/submit-deal';
import type { FakeContextOptions } from './fake-context';
import type { FakeRoute } from './fake-server';
import { signedInStore } from './store';

const AT = '2026-03-04T10:00:00.000Z';
export const DOSSIER_ID = 'dos-1';
export const REPORT_ID = 'rep-1';

const material = (type: string, extra: Record<string, unknown> = {}) => ({
  success: true,
  message: 'Saved',
  material: { materialId: `m-${type}`, dossierId: DOSSIER_ID, type, url: null, description: null, content: null, fileName: null, mimeType: null, size: null, sha256: null, createdAt: AT, updatedAt: AT, ...extra },
});
const dossier = { success: true, dossier: { dossierId: DOSSIER_ID, dossierName: 'ann@example.com', userId: 'ann@example.com', user: { email: 'ann@example.com' }, vehicleSettings: null, createdAt: AT, updatedAt: AT } };

/** A finished report as GET /api/report/:id/full-report answers it. */
export function fullReport(overrides: Partial<FullReportResponse> = {}): FullReportResponse {
  return {
    reportId: REPORT_ID,
    name: 'Rocketly',
    status: 'done',
    createdAt: AT,
    statusMessage: '',
    completedAt: AT,
    createdBy: 'ann@example.com',
    effectiveStatus: 'accepted',
    executiveSummary: {
      summary: ['Rocketly books rideshare launches for small-satellite operators.', 'Second line.'],
      oneLiners: ['Launch scheduling software.', 'Traction: $2.4M ARR, 18% monthly growth.', 'Team: a founder with a prior exit.', 'Market: $12B, growing 20% a year.'],
    },
    valuations: { qcValuation: '$24M-36M' },
    riskAnalysis: { marketRisk: 'Launch capacity is concentrated.', competitorsRisk: 'Brokers could copy it.', complianceRisk: 'Export controls apply.' },
    recommendationsAndVotes: {
      recommendationsAndVotes: [
        { agent: 'Product Analyst', role: 'product', recommendation: 'Yes, a live product.', vote: 'Yes' },
        { agent: 'Technical Analyst', role: 'technical', recommendation: 'Yes, solid engineering.', vote: 'Yes' },
        { agent: 'Business Analyst', role: 'business', recommendation: 'No, early for the price.', vote: 'No' },
      ],
    },
    assets: { faviconAsset: '/api/favicon?domain=rocketly.io' },
    projectDocumentation: { url: 'https://rocketly.io/', twitterHandle: '@rocketly' },
    sources: [{ id: 'website-1', kind: 'website', title: 'Company website', url: 'https://rocketly.io/', readable: true, words: 69 }],
    claims: [{ text: 'Rocketly books launches.', sourceIds: ['website-1'] }],
    analyses: [],
    ...overrides,
  };
}

/** Statuses answered one after another; the last one repeats. */
export function statusSequence(...statuses: Array<[string, string?]>): FakeRoute {
  let index = 0;
  return () => {
    const [status, statusMessage = ''] = statuses[Math.min(index, statuses.length - 1)] ?? ['processing'];
    index += 1;
    return { body: { success: true, reportId: REPORT_ID, status, statusMessage } };
  };
}

/** Statuses by time since the first ask (both polls share it, so a count would skew): [from ms, status, message?]. */
export function statusTimeline(...steps: Array<[number, string, string?]>): FakeRoute {
  let start: number | null = null;
  return () => {
    start ??= Date.now();
    const elapsed = Date.now() - start;
    const [, status, statusMessage = ''] = [...steps].reverse().find(([from]) => elapsed >= from) ?? steps[0] ?? [0, 'processing'];
    return { body: { success: true, reportId: REPORT_ID, status, statusMessage } };
  };
}

/** Every call of a submission, answered as the API answers a good one; override any route. */
export function submitRoutes(overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'POST /api/dossiers': { body: dossier },
    'POST /api/dossiers/:id/pitchDeck': { body: material('pitch-deck') },
    'POST /api/dossiers/:id/docsend': { body: { ...material('pitch-deck'), converted: true } },
    'POST /api/dossiers/:id/url': { body: material('url') },
    'POST /api/dossiers/:id/secondary-url': { body: material('secondary-url') },
    'POST /api/dossiers/:id/note': { body: material('note') },
    'POST /api/dossiers/:id/team': { body: { success: true, message: 'Team members saved', people: [] } },
    'POST /api/dossiers/:id/vehicle-settings': { body: dossier },
    'POST /api/report/create': { body: { success: true, reportId: REPORT_ID } },
    'GET /api/report/status': statusSequence(['processing', 'Reading the websites and documents'], ['done']),
    'GET /api/report/:id/full-report': { body: fullReport() },
    'POST /api/send-deal-submitted-email': { body: { success: true, message: 'Email sent' } },
    'GET /api/favicon-url': { body: { url: '' } },
    'GET /api/docsend/check': { body: { dataroom: false, unavailable: false } },
    'GET /api/docsend/passcode-check': { body: { requiresPasscode: false } },
    'GET /api/report/check-dossier': { body: { found: false, dossierId: null, reportId: null, name: null, status: null, effectiveStatus: null, createdAt: null } },
    'GET /api/materials/lookupUrl': { body: { found: false, dossierId: null } },
    'GET /api/report/check-deck': { body: { found: false, dossierId: null, reportId: null, name: null, status: null, effectiveStatus: null, createdAt: null } },
    ...overrides,
  };
}

/** A real PDF header, so the form's first-bytes check accepts it. */
export function pdfFile(name = 'deck.pdf', bytes = 2048): File {
  return new File(['%PDF-1.4\n', 'x'.repeat(Math.max(0, bytes - 9))], name, { type: 'application/pdf' });
}

/** Joins the submit feature to a store made without a page, as its first render would. */
export function withSubmitFeature<S extends AppStore>(store: S): S {
  submitDealFeature.inject(rootReducer);
  if (!store.startedFeatures.has(submitDealFeature.name)) {
    store.startedFeatures.add(submitDealFeature.name);
    store.runSaga(submitDealFeature.saga);
  }
  return store;
}

export const SITE = 'https://rocketly.io/';
export const BLOG = 'https://blog.rocketly.io/';
export const DECK_LINK = 'https://docsend.com/view/deck1';
export const DANA = { name: 'Dana Ortiz', contactType: 'Email' as const, contactValue: 'dana@rocketly.io' };

/** A store with the feature, the form filled as given, and the contact modal's Submit pressed. */
export function startSubmission(options: { routes?: Record<string, FakeRoute>; links?: Array<[string, boolean?]>; files?: File[]; founders?: (typeof DANA)[]; notes?: string; context?: FakeContextOptions } = {}) {
  const { store, server, context } = signedInStore({ routes: submitRoutes(options.routes), ...(options.context ? { context: options.context } : {}) });
  withSubmitFeature(store);
  for (const [index, [url, sharing = false]] of (options.links ?? [[SITE]]).entries()) {
    store.dispatch(linkAdded({ link: { id: `l${index}`, url, faviconUrl: null, sharing, checkError: null, duplicate: null } }));
  }
  if (options.files?.length) store.dispatch(filesAttached({ files: registerFiles(options.files), error: null }));
  store.dispatch(submissionRequested({ founders: options.founders ?? [], ...(options.notes ? { notes: options.notes } : {}) }));
  return { store, server, context };
}

/** The submission's own calls, in order (the lists refreshing after it and favicons left out). */
export const submissionCalls = (calls: string[]) => calls.filter((call) => !call.startsWith('GET /api/deals') && !call.includes('favicon'));
