import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { apiPaths } from './paths';

const SRC = join(__dirname, '..');

/** Every source file of the app, tests and test helpers aside (their fixtures name paths on purpose). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// Comments may name an endpoint ("GET /api/leads"); only code counts.
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

describe('API paths', () => {
  it('are written only in config/paths.ts: every other module takes them from apiPaths', () => {
    const inline = sourceFiles(SRC)
      .filter((file) => relative(SRC, file) !== join('config', 'paths.ts'))
      .filter((file) => /['"`]\/api\//.test(withoutComments(readFileSync(file, 'utf8'))))
      .map((file) => relative(SRC, file));
    expect(inline).toEqual([]);
  });

  it.each([
    [apiPaths.deal('a/b'), '/api/deals/a%2Fb'],
    [apiPaths.vote('r 1'), '/api/report/r%201/vote'],
    [apiPaths.fullReport('r1'), '/api/report/r1/full-report'],
    [apiPaths.favicon('acme.io&x=1'), '/api/favicon?domain=acme.io%26x%3D1'],
    [apiPaths.dossierMaterial('d/1', 'secondary-url'), '/api/dossiers/d%2F1/secondary-url'],
    [apiPaths.adminApplicationAction('a1', 'start-review'), '/api/admin/applications/a1/start-review'],
    [apiPaths.adminDocumentReview('a1', 'doc?1'), '/api/admin/applications/a1/documents/doc%3F1/review'],
    [apiPaths.adminMemberRoles('m#1'), '/api/admin/members/m%231/roles'],
    [apiPaths.ballot('r/1'), '/api/deals/r%2F1/ballot'],
    [apiPaths.recusal('r 1'), '/api/deals/r%201/recusal'],
    [apiPaths.adminVoteWindow('r?1'), '/api/admin/deals/r%3F1/window'],
    [apiPaths.screeningHitResolve('h/1'), '/api/admin/screening/hits/h%2F1/resolve'],
    [apiPaths.adminApplicationScreening('a 1'), '/api/admin/applications/a%201/screening'],
    [apiPaths.adminMemberReactivate('m?1'), '/api/admin/members/m%3F1/reactivate'],
  ])('%s is built with its ids encoded', (built, expected) => {
    expect(built).toBe(expected);
  });
});
