import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../testing/signed-in';
import { fullReport } from '../../../testing/submit-fixtures';

const analysis = (role: 'product' | 'technical' | 'business', agent: string, score: number, vote: 'Yes' | 'No') => ({
  role,
  agent,
  engine: 'builtin' as const,
  score,
  vote,
  recommendation: `${agent} votes ${vote}: ${score}/100.`,
  factors: [{ dimension: 'traction' as const, points: 12, maxPoints: 20, explanation: 'Revenue and growth stated.', evidence: [{ text: 'We reached $2.4M ARR.', sourceId: 'website-1' }] }],
});

const REPORT = fullReport({
  analyses: [analysis('product', 'Product Analyst', 72, 'Yes'), analysis('technical', 'Technical Analyst', 64, 'Yes'), analysis('business', 'Business Analyst', 41, 'No')],
  recommendationsAndVotes: {
    recommendationsAndVotes: [
      { agent: 'Product Analyst', role: 'product', recommendation: 'Yes.', vote: 'Yes' },
      { agent: 'Technical Analyst', role: 'technical', recommendation: 'Yes.', vote: 'Yes' },
      { agent: 'Business Analyst', role: 'business', recommendation: 'No.', vote: 'No' },
      { agent: 'Bob Stone', role: 'member', recommendation: 'Met the founders.', vote: 'Yes' },
    ],
  },
  sources: [
    { id: 'website-1', kind: 'website', title: 'Company website', url: 'https://rocketly.io/', readable: true, words: 69 },
    { id: 'pdf-1', kind: 'pdf', title: 'deck.pdf', readable: false, words: 0, note: 'no text layer' },
  ],
});

describe('/deals/:reportId/report, the full report', () => {
  it('shows every section: summary, one-liners, key points, valuation, the three risks, each analyst, member votes and sources', async () => {
    renderSignedIn('/deals/rep-1/report', { routes: { 'GET /api/report/:id/full-report': { body: REPORT } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rocketly: full report' })).toBeVisible();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Executive summary', 'One-liners', 'Key points', 'Valuation', 'Risks', 'The analysts', 'Member votes', 'Sources']);
    expect(screen.getByText('Second line.')).toBeVisible();
    expect(screen.getByText('Launch scheduling software.')).toBeVisible();
    expect(screen.getAllByText('$24M-36M')).toHaveLength(2);
    expect(screen.getByText('75%')).toBeVisible();
    for (const risk of ['Launch capacity is concentrated.', 'Brokers could copy it.', 'Export controls apply.']) expect(screen.getByText(risk)).toBeVisible();
    const business = screen.getByRole('article', { name: 'Business Analyst' });
    expect(within(business).getByText('41/100')).toBeVisible();
    expect(within(business).getByText('Voted No')).toBeVisible();
    expect(within(business).getByText('Traction: 12/20')).toBeVisible();
    expect(within(business).getByText(/We reached \$2\.4M ARR/)).toHaveTextContent('“We reached $2.4M ARR.” — Company website');
    expect(screen.getByText('Met the founders.')).toBeVisible();
    expect(screen.getByText(/could not be read: no text layer/)).toBeVisible();
    expect(screen.getByRole('list', { name: 'Statements resting on Company website' })).toHaveTextContent('Rocketly books launches.');
    expect(screen.getByText(/Submitted Mar 4, 2026 by ann@example.com/)).toBeVisible();
  });

  it('prints: a Print report button, and a print stylesheet that hides the navigation and buttons', async () => {
    const printing = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderSignedIn('/deals/rep-1/report', { routes: { 'GET /api/report/:id/full-report': { body: REPORT } } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Print report' }));
    expect(printing).toHaveBeenCalled();
    const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText));
    const print = rules.filter((rule) => rule.startsWith('@media print')).join('\n');
    expect(print).toContain('header,nav,[data-print-hide] {display: none !important;}');
    expect(print).toContain('[data-report] a[href^="http"]::after {content: " (" attr(href) ")";');
    expect(screen.getByRole('button', { name: 'Print report' }).closest('[data-print-hide]')).not.toBeNull();
    printing.mockRestore();
  });
});
