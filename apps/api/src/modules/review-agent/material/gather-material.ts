import { CONSTANTS, convertibleDocsendLink, dealNameOf, materialCapMessage } from '@quorum/domain';
import type { Db } from '../../../db/store';
import { mapLimited } from '../../../lib/concurrency/map-limited';
import type { SafeFetcher } from '../../../lib/safe-fetch';
import type { UploadStorage } from '../../../lib/uploads';
import { readDossierContents } from '../../materials/dossier-contents';
import type { MaterialRow } from '../../materials/materials.repository';
import type { GatheredMaterial, MaterialSource } from '../analysis/types';
import type { TaskExecutor } from '../../../workers/executor';
import { readWebsite } from './website-source';

export interface GatherDeps {
  db: Db;
  fetcher: SafeFetcher;
  executor: TaskExecutor;
  storage: UploadStorage;
}

/** Websites of one job fetched at once: enough to overlap slow sites, few enough to be a polite client. */
export const FETCHES_PER_JOB = 3;

const NO_CONVERTER_NOTE = 'the shared deck could not be read: no DocSend converter is configured, so only the link was kept';
const NOT_DOCSEND_NOTE = 'not an https DocSend link, so it was not read';

/**
 * A kept DocSend link (saved while no converter was configured). Rows written before the link rule
 * may hold any URL: those are named as such, and whatever reads these rows later must go through
 * the same rule before the converter (docs/security/docsend-links.md).
 */
function docsendSource(link: MaterialRow, index: number): MaterialSource {
  const convertible = convertibleDocsendLink(link.url);
  return { id: `docsend-${index + 1}`, kind: 'docsend', title: 'DocSend deck', url: link.url ?? '', readable: false, note: convertible.ok ? NO_CONVERTER_NOTE : NOT_DOCSEND_NOTE, text: '' };
}

async function readDeck(deps: GatherDeps, material: MaterialRow, index: number): Promise<MaterialSource> {
  const id = `pdf-${index + 1}`;
  const title = material.fileName ?? `Deck ${index + 1}`;
  // pdf.js in the worker reads a path: from S3 the deck is copied to a local temp file for the read,
  // and a storage failure throws, so the job is retried rather than reported without its deck.
  const result = material.storedName ? await deps.storage.withLocalFile(material.storedName, (filePath) => deps.executor.run('readPdf', { filePath })) : undefined;
  if (!result) return { id, kind: 'pdf', title, readable: false, note: 'the stored file is missing', text: '' };
  if (!result.ok) return { id, kind: 'pdf', title, readable: false, note: result.message, text: '' };
  const text = result.text.pages.map((page, number) => `${page}`.trim() && `[page ${number + 1}]\n${page}`).filter(Boolean).join('\n');
  const note = result.text.truncated ? `only the first ${result.text.pages.length} of ${result.text.pageCount} pages were read` : undefined;
  if (text.trim() === '') return { id, kind: 'pdf', title, readable: false, note: 'the PDF has no text layer (scanned images are not read)', text: '' };
  return { id, kind: 'pdf', title, readable: true, text, ...(note ? { note } : {}) };
}

/**
 * The processing phase: everything the dossier holds, turned into text sources. Websites go
 * through the guarded fetcher (a few at a time) and are read in the worker, PDFs too. The caps of
 * CONSTANTS.MAX_DEAL_MATERIALS also bound what is read here, for dossiers older than the caps.
 */
export async function gatherMaterial(deps: GatherDeps, dossierId: string): Promise<GatheredMaterial> {
  const { materials, people } = await readDossierContents(deps.db, dossierId);
  const of = (kind: MaterialRow['kind']) => materials.filter((material) => material.kind === kind);
  const mainUrl = of('url')[0]?.url ?? null;
  const docsendLinks = of('docsend_link');

  const secondary = of('secondary_url').slice(0, CONSTANTS.MAX_DEAL_MATERIALS.secondary_url);
  const websites = [mainUrl, ...secondary.map((material) => material.url)].filter((url): url is string => Boolean(url));
  const [siteReads, decks] = await Promise.all([
    mapLimited(websites, FETCHES_PER_JOB, (url, index) => readWebsite(deps, `website-${index + 1}`, url, index === 0 && mainUrl ? 'Company website' : `Website ${index + 1}`)),
    Promise.all(of('pitch_deck').slice(0, CONSTANTS.MAX_DEAL_MATERIALS.pitch_deck).map((material, index) => readDeck(deps, material, index))),
  ]);

  // What a dossier older than the caps holds past them is not read, and the report says so.
  const unreadPastCap = (kind: 'secondary_url' | 'pitch_deck', sourceKind: 'website' | 'pdf', first: number): MaterialSource[] =>
    of(kind)
      .slice(CONSTANTS.MAX_DEAL_MATERIALS[kind])
      .map((material, index) => ({
        id: `${sourceKind}-${first + index + 1}`,
        kind: sourceKind,
        title: material.fileName ?? material.url ?? (sourceKind === 'pdf' ? 'Pitch deck' : 'Website'),
        ...(material.url ? { url: material.url } : {}),
        readable: false,
        note: materialCapMessage(kind).replace('A deal can have', 'a deal is read with'),
        text: '',
      }));
  const sources: MaterialSource[] = [...siteReads.map((read) => read.source), ...unreadPastCap('secondary_url', 'website', websites.length), ...decks, ...unreadPastCap('pitch_deck', 'pdf', decks.length)];
  docsendLinks.forEach((link, index) => sources.push(docsendSource(link, index)));
  const textOf = (kind: 'note' | 'text_document' | 'financials', sourceKind: MaterialSource['kind'], label: string) =>
    of(kind).forEach((material, index) => sources.push({ id: `${sourceKind}-${index + 1}`, kind: sourceKind, title: material.fileName ?? label, readable: true, text: material.content ?? '' }));
  textOf('note', 'note', 'Submitter notes');
  textOf('text_document', 'text', 'Text document');
  textOf('financials', 'financials', 'Financials');

  const team = people.filter((person) => person.kind === 'team');
  if (team.length > 0) {
    const lines = team.map((person) => [person.name, person.title ? `, ${person.title}` : '', person.description ? `. ${person.description}` : ''].join(''));
    sources.push({ id: 'team-1', kind: 'team', title: 'Founders and team (submitted)', readable: true, text: lines.join('\n') });
  }
  const investors = people.filter((person) => person.kind === 'investor').map((person) => person.name);
  if (investors.length > 0) sources.push({ id: 'investors-1', kind: 'investors', title: 'Investors (submitted)', readable: true, text: `Existing investors: ${investors.join(', ')}.` });
  const competitors = people.filter((person) => person.kind === 'competitor');
  if (competitors.length > 0) {
    sources.push({ id: 'competitors-1', kind: 'competitors', title: 'Competitors (submitted)', readable: true, text: competitors.map((c) => `Competitor: ${c.name}${c.description ? `. ${c.description}` : ''}`).join('\n') });
  }
  const valuation = of('post_money_valuation')[0]?.content ?? null;
  if (valuation) sources.push({ id: 'valuation-1', kind: 'valuation', title: 'Post-money valuation (submitted)', readable: true, text: `Post-money valuation: ${valuation}` });

  const page = siteReads[0]?.page ?? null;
  const dealName = dealNameOf(mainUrl, docsendLinks[0]?.url);
  return {
    dealName,
    mainUrl,
    siteName: page?.siteName ?? null,
    description: page?.description ?? null,
    twitterHandle: siteReads.map((read) => read.page?.twitterHandle).find(Boolean) ?? null,
    postMoneyValuation: valuation,
    founders: team.map((person) => ({ name: person.name, title: person.title, contactType: person.contactType, contactValue: person.contactValue })),
    investors,
    competitors: competitors.map((competitor) => competitor.name),
    sources,
  };
}
