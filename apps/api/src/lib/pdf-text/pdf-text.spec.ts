import { expectLinearTime } from '../../testing/linear-time-contract';
import { extractPdfText, looksLikePdf, PDF_TEXT_DEFAULTS, trimLineEnds } from './pdf-text';
import { makePdf } from '@quorum/testing';

describe('extractPdfText (pdf.js)', () => {
  it('reads the text of every page, in order', async () => {
    const pdf = makePdf([['Acme builds rockets (reusable).', 'Revenue: $2.4M ARR'], ['Team: ex-SpaceX engineers']]);
    const result = await extractPdfText(pdf);
    expect(result.ok && result.text.pageCount).toBe(2);
    expect(result.ok && result.text.pages).toEqual(['Acme builds rockets (reusable).\nRevenue: $2.4M ARR', 'Team: ex-SpaceX engineers']);
  });

  it('stops at the page and character limits and says so', async () => {
    const pdf = makePdf(Array.from({ length: 5 }, (_, page) => [`Page ${page + 1} ${'x'.repeat(50)}`]));
    const byPages = await extractPdfText(pdf, { maxPages: 2, maxChars: 10_000 });
    expect(byPages.ok && [byPages.text.pages.length, byPages.text.truncated]).toEqual([2, true]);
    const byChars = await extractPdfText(pdf, { maxPages: 10, maxChars: 80 });
    expect(byChars.ok && byChars.text.pages.join('').length).toBe(80);
  });

  it('refuses bytes that are not a PDF and reports a broken PDF as a value', async () => {
    expect(await extractPdfText(Buffer.from('<html>not a deck</html>'))).toMatchObject({ ok: false, reason: 'not_pdf' });
    expect(await extractPdfText(Buffer.from('%PDF-1.4\n garbage without objects'))).toMatchObject({ ok: false });
    expect(looksLikePdf(Buffer.from('%PDF-1.7'))).toBe(true);
    expect(looksLikePdf(Buffer.from(' %PDF-1.7'))).toBe(false);
  });

  it('trims spaces before line breaks in linear time, whatever a page holds', async () => {
    expect(trimLineEnds('a  \t\nb \n \n c ')).toBe('a\nb\n\n c');
    // The pattern this replaced retried a run of spaces from each of them: quadratic.
    const line = (spaces: number) => `x${' '.repeat(spaces)}y\n`;
    expectLinearTime(line, trimLineEnds, PDF_TEXT_DEFAULTS.maxChars);
    expect(trimLineEnds(line(PDF_TEXT_DEFAULTS.maxChars))).toBe(line(PDF_TEXT_DEFAULTS.maxChars));
    // Through pdf.js (a font small enough to keep the line on the page), long runs of spaces come out as one.
    const pdf = makePdf([[`x${' '.repeat(PDF_TEXT_DEFAULTS.maxChars / 4)}y`]], { fontSize: 0.001 });
    const result = await extractPdfText(pdf);
    expect(result.ok && result.text.pages).toEqual(['x y']);
  });
});
