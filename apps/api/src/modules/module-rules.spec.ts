import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The rules of modules/README.md and docs/decisions/0004-errors-as-values.md, checked on the source:
 * each table is queried only by the module that owns it (and the two read models named there), routes
 * call services and never repositories, and services, access helpers and repositories never throw
 * HTTP errors.
 */
const SRC = path.resolve(__dirname, '..');

/** Table (as `db.tables` names it) → the folder, under apps/api/src, whose code may query it. */
const OWNERS: Record<string, string> = {
  members: 'modules/members/',
  profiles: 'modules/members/',
  representativeRequests: 'modules/members/',
  sessions: 'modules/auth/',
  loginTokens: 'modules/auth/',
  mobileTokens: 'modules/auth/',
  usedDidTokens: 'modules/auth/',
  passkeys: 'modules/passkeys/',
  passkeyChallenges: 'modules/passkeys/',
  passkeyRecoveryCodes: 'modules/passkeys/',
  applications: 'modules/applications/',
  applicationPeople: 'modules/applications/',
  documents: 'modules/applications/',
  dossiers: 'modules/dossiers/',
  dossierMaterials: 'modules/materials/',
  dossierPeople: 'modules/materials/',
  reports: 'modules/reports/',
  reportVotes: 'modules/votes/',
  reviewJobs: 'modules/review-agent/',
  webhookDeliveries: 'modules/review-agent/',
  webhookSecrets: 'modules/webhook-secrets/',
  dealDecisions: 'modules/decisions/',
  dealRecusals: 'modules/decisions/',
  investmentRounds: 'modules/investments/',
  investmentCommitments: 'modules/investments/',
  investmentAllocations: 'modules/investments/',
  investmentPayments: 'modules/investments/',
  investmentMarks: 'modules/investments/',
  investmentExits: 'modules/investments/',
  investmentDistributions: 'modules/investments/',
  notificationPreferences: 'modules/notifications/',
  notificationQueue: 'modules/notifications/',
  screeningLists: 'modules/screening/',
  screeningEntries: 'modules/screening/',
  screeningKeys: 'modules/screening/',
  screeningHits: 'modules/screening/',
  applicationDrafts: 'modules/drafts/',
  applicationDraftFiles: 'modules/drafts/',
  emailOutbox: 'modules/mail/',
  faviconCache: 'modules/favicons/',
  settings: 'modules/settings/',
  auditLog: 'modules/audit/',
  dataRequests: 'modules/data-rights/',
  dataAccessLinks: 'modules/data-rights/',
  retentionRuns: 'modules/data-rights/',
  rateLimits: 'lib/rate-limit/',
};

/** The reads that may join other modules' tables, each saying why in its header. */
const READ_MODELS: Record<string, readonly string[]> = {
  'modules/deals/deal-list.read-model.ts': ['reports', 'reportVotes', 'dealDecisions'],
  'modules/auth/session.repository.ts': ['members'],
};

/** Production code: not the data layer itself, not specs, not test helpers. */
function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['db', 'test', 'testing'].includes(entry.name) ? [] : productionFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') && !entry.name.startsWith('test-') ? [full] : [];
  });
}

/** The tables a file takes from `db.tables`, destructured (`const { reports } = db.tables`) or by name (`db.tables.reports`). */
function tablesUsedIn(source: string): string[] {
  const used = new Set<string>();
  for (const match of source.matchAll(/\{([^{}]*)\}\s*=\s*[\w.]*\.tables\b/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part.split(':')[0]?.trim();
      if (name) used.add(name);
    }
  }
  for (const match of source.matchAll(/\.tables\.(\w+)/g)) if (match[1]) used.add(match[1]);
  return [...used];
}

const files = productionFiles(SRC).map((file) => ({ file: path.relative(SRC, file).split(path.sep).join('/'), source: readFileSync(file, 'utf8') }));

describe('each table is queried only by the module that owns it', () => {
  it('finds the tables the repositories use (the check is not vacuous)', () => {
    const used = new Set(files.flatMap(({ source }) => tablesUsedIn(source)));
    expect([...used].sort()).toEqual(Object.keys(OWNERS).sort());
  });

  it('within a module, only its repositories (and the named read models) query tables', () => {
    const querying = files.filter(({ source }) => tablesUsedIn(source).length > 0).map(({ file }) => file);
    expect(querying.filter((file) => !file.endsWith('.repository.ts') && !(file in READ_MODELS) && file !== 'lib/rate-limit/database-counters.ts')).toEqual([]);
  });

  it('no file queries a table of another module, except the named read models', () => {
    const strays = files.flatMap(({ file, source }) =>
      tablesUsedIn(source)
        .filter((table) => !file.startsWith(OWNERS[table] ?? '\0') && !READ_MODELS[file]?.includes(table))
        .map((table) => `${file} queries ${table}`),
    );
    expect(strays).toEqual([]);
  });
});

describe('expected failures are values', () => {
  it('only the edge (lib/http) and the plugins make HTTP errors: services return failures, routes refuse through lib/http', () => {
    const making = files.filter(({ file, source }) => !file.startsWith('lib/http/') && !file.startsWith('plugins/') && /\bHttpError\b/.test(source)).map(({ file }) => file);
    expect(making).toEqual([]);
  });
});

/**
 * Routes files that import a repository only to hand it to the service they build (the service takes
 * its repositories as dependencies, so its spec can give it its own); no handler in them calls one.
 */
const SERVICE_WIRING: Record<string, string> = {
  'modules/auth/auth.routes.ts': 'the auth service and its identity provider share the login-token repository',
  'modules/favicons/favicons.routes.ts': 'the favicon service takes its cache repository, and its spec a small one',
};

describe('routes call services, never repositories', () => {
  const routes = files.filter(({ file }) => file.endsWith('.routes.ts'));

  it('finds the routes files (the check is not vacuous)', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it('no routes file imports a repository (row types aside), except where it wires a service', () => {
    const importing = routes.filter(({ source }) => /^import (?!type\b)[^;]*from '[^']*\.repository';/m.test(source)).map(({ file }) => file);
    expect(importing.sort()).toEqual(Object.keys(SERVICE_WIRING).sort());
  });

  it('no routes file reaches a repository through a service', () => {
    expect(routes.filter(({ source }) => /\.repository\./.test(source)).map(({ file }) => file)).toEqual([]);
  });
});

/**
 * Who reads the votes themselves: the read that applies the sealing rule for a viewer, and the
 * decision, which counts every vote once the window closes (and the ballot's turnout). Every other
 * answer that carries votes goes through visible-votes.read.ts, so none can skip the rule.
 */
const RAW_VOTE_READERS = ['modules/decisions/decisions.service.ts', 'modules/decisions/visible-votes.read.ts', 'modules/deals/deal-list.read-model.ts'];

describe('votes leave the API only as the viewer may see them', () => {
  it('only the sealing read and the decision read every vote', () => {
    const readers = files.filter(({ source }) => /\b(votesFor|voteSummariesFor)\b/.test(source)).map(({ file }) => file);
    expect(readers.sort()).toEqual([...RAW_VOTE_READERS].sort());
  });
});
