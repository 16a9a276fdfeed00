import { toSubmissionFields, VALIDATION_MESSAGES } from '@quorum/domain';
import { ICO_BYTES, type LoopbackServer } from '@quorum/api/testing';
import { completeAnswers } from '@quorum/testing';
import type { ApiProcess } from '../../core/api-process';
import { generate, pollStatus } from '../../core/deal-flow';
import { healthFigure, healthValues, healthWhile, healthBudgetText, healthWithinBudget } from '../../core/health-while';
import { call } from '../../core/http';
import { nextClientAddress } from '../../core/load';
import { multipartBody } from '../../core/multipart';
import { fmt } from '../../core/stats';
import { row, type Row, type Settings } from '../../core/types';

// Input built to stall a parser on the request thread, each of the largest size the API reads,
// while /api/health is measured: its p99 and slowest answer must stay within the budget of the run (core/health-while.ts).

/** Seconds of each measured round: the work runs from before it begins until it has ended. */
export const roundSeconds = (settings: Settings) => (settings.mode === 'full' ? 5 : 1);

const slowest = (values: readonly number[]) => (values.length ? Math.max(...values) : Number.NaN);

/**
 * GET /api/favicon (public) on home pages of 256 KB of `<link ` with no `>`: one lookup per site,
 * each site on its own port so no answer comes from the cache, from a new client address each.
 */
export async function hostileFaviconRow(api: ApiProcess, sites: readonly LoopbackServer[], settings: Settings): Promise<Row> {
  const lookup = async (site: LoopbackServer) => {
    const started = Date.now();
    const response = await fetch(`${api.url}/api/favicon?domain=${encodeURIComponent(site.hostPort)}`, { headers: { 'x-forwarded-for': nextClientAddress() } });
    const icon = Buffer.from(await response.arrayBuffer());
    const pageRead = site.requests.some((request) => request.url === '/');
    return { found: response.status === 200 && icon.equals(ICO_BYTES) && pageRead, ms: Date.now() - started };
  };
  // The first lookup starts the API's page worker (a thread loading its code once): not what is measured.
  const [first, ...fresh] = sites;
  if (!first || !(await lookup(first)).found) throw new Error('the warm-up lookup found no icon');
  const { health, loop, results } = await healthWhile(api, { seconds: roundSeconds(settings), everyMs: 150, minSteps: 2, maxSteps: fresh.length }, async (index) => {
    const site = fresh[index];
    if (!site) throw new Error('out of favicon sites');
    return lookup(site);
  });
  const found = results.filter((result) => result.found).length;
  return row(
    'hostile favicon page: 256 KB of <link with no >, fresh host per lookup',
    `${results.length} lookups, icon found ${found}/${results.length}, slowest ${fmt.ms(slowest(results.map((result) => result.ms)))} · ${healthFigure(health, loop)}`,
    `icon found; ${healthBudgetText(settings.mode)}`,
    found === results.length && healthWithinBudget(health, settings.mode),
    { lookups: results.length, found, ...healthValues(health, loop) },
  );
}

/**
 * A member's reports on websites of 1 MB of unterminated `<meta ` and 1 MB of `<p><b>` nesting,
 * one after another through the round: each must end done.
 */
export async function hostileWebsiteRow(api: ApiProcess, site: LoopbackServer, member: { email: string; cookie: string }, paths: readonly string[], settings: Settings): Promise<Row> {
  const { cookie, email } = member;
  const { health, loop, results } = await healthWhile(api, { seconds: roundSeconds(settings), minSteps: paths.length, maxSteps: 20 }, async (index) => {
    const created = await call(api.url, 'POST', '/api/dossiers', { cookie, body: { userId: email, user: { email } } });
    const dossierId = String((created.json?.['dossier'] as { dossierId?: string } | undefined)?.dossierId ?? '');
    if (!dossierId) throw new Error(`could not create a dossier: ${created.status} ${created.body.slice(0, 200)}`);
    const website = await call(api.url, 'POST', `/api/dossiers/${dossierId}/url`, { cookie, body: { url: site.url(paths[index % paths.length]), email } });
    if (website.status !== 200) throw new Error(`setting the website failed: ${website.status} ${website.body.slice(0, 200)}`);
    const started = Date.now();
    const reportId = await generate(api.url, cookie, email, dossierId);
    const end = await pollStatus(api.url, cookie, reportId, (status) => status === 'done' || status === 'error', 30_000, 20);
    return { ...end, ms: Date.now() - started };
  });
  const done = results.filter((result) => result.status === 'done').length;
  const failure = results.find((result) => result.status !== 'done');
  return row(
    'hostile website pages: reports on 1 MB of <meta and 1 MB of <p><b> nesting',
    `${results.length} reports, ${done} done${failure ? ` (one ${failure.status}: ${failure.message.slice(0, 80)})` : ''}, slowest ${fmt.s(slowest(results.map((result) => result.ms)))} · ${healthFigure(health, loop)}`,
    `every report done; ${healthBudgetText(settings.mode)}`,
    done === results.length && healthWithinBudget(health, settings.mode),
    { reports: results.length, done, ...healthValues(health, loop) },
  );
}

/** The largest answer POST /api/join/submit reads (its multipart field size limit), less room for the JSON around it. */
const FIELD_CHARS = 60_000;

/** A Corporation whose first owner holds `1` + 60,000 spaces + `x` percent, with a contact email of 30,000 labels. */
function hostileApplication(): { body: Buffer; contentType: string } {
  const answers = completeAnswers('Corporation', { email: 'hostile-answers@bench.example' });
  const owners = answers['beneficialOwners'] as Array<Record<string, unknown>>;
  answers['beneficialOwners'] = [{ ...owners[0], ownershipPercentage: `1${' '.repeat(FIELD_CHARS)}x` }, ...owners.slice(1)];
  answers['contactEmail'] = `a@${'a.'.repeat(FIELD_CHARS / 2)}1`;
  return multipartBody([...toSubmissionFields(answers)].map(([name, value]) => ({ name, value })));
}

/** POST /api/join/submit (public) with answers that made the old patterns backtrack: each refused at once. */
export async function hostileAnswersRow(api: ApiProcess, settings: Settings): Promise<Row> {
  const application = hostileApplication();
  const { health, loop, results } = await healthWhile(api, { seconds: roundSeconds(settings), everyMs: 100, minSteps: 3 }, async () => {
    const started = Date.now();
    const answer = await call(api.url, 'POST', '/api/join/submit', { raw: application.body, headers: { 'content-type': application.contentType, 'x-forwarded-for': nextClientAddress() } });
    const errors = answer.json?.['errors'] as Record<string, unknown> | undefined;
    return { refused: answer.status === 400 && errors?.['beneficialOwners'] === VALIDATION_MESSAGES.PERSON_OWNERSHIP_INVALID, status: answer.status, ms: Date.now() - started };
  });
  const refused = results.filter((result) => result.refused).length;
  const other = results.find((result) => !result.refused);
  return row(
    'hostile application answers: ownership "1" + 60,000 spaces + "x", submitted in a row',
    `${results.length} submits, ${refused} answered 400 (ownership invalid)${other ? `, one ${other.status}` : ''}, slowest ${fmt.ms(slowest(results.map((result) => result.ms)))} · ${healthFigure(health, loop)}`,
    `each 400; ${healthBudgetText(settings.mode)}`,
    refused === results.length && healthWithinBudget(health, settings.mode),
    { submits: results.length, refused, ...healthValues(health, loop) },
  );
}

/** GET /api/docsend/passcode-check on a DocSend stand-in of 512 KB of `<input ` (read on the request thread). */
export async function hostilePasscodePageRow(api: ApiProcess, pageUrl: string, member: { email: string; cookie: string }, settings: Settings): Promise<Row> {
  const path = `/api/docsend/passcode-check?docsendUrl=${encodeURIComponent(pageUrl)}&email=${encodeURIComponent(member.email)}`;
  const { health, loop, results } = await healthWhile(api, { seconds: roundSeconds(settings), everyMs: 100, minSteps: 2 }, async () => {
    const started = Date.now();
    const answer = await call(api.url, 'GET', path, { cookie: member.cookie, headers: { 'x-forwarded-for': nextClientAddress() } });
    return { answered: answer.status === 200 && answer.json?.['requiresPasscode'] === false, status: answer.status, ms: Date.now() - started };
  });
  const answered = results.filter((result) => result.answered).length;
  const other = results.find((result) => !result.answered);
  return row(
    'hostile DocSend page: passcode check on 512 KB of <input',
    `${results.length} checks, ${answered} answered "no passcode"${other ? `, one ${other.status}` : ''}, slowest ${fmt.ms(slowest(results.map((result) => result.ms)))} · ${healthFigure(health, loop)}`,
    `each answered; ${healthBudgetText(settings.mode)}`,
    answered === results.length && healthWithinBudget(health, settings.mode),
    { checks: results.length, answered, ...healthValues(health, loop) },
  );
}
