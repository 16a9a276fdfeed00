import type { AnalystRole } from '@quorum/domain';
import type { AnalysisInput } from '../analysis/types';

const FOCUS: Record<AnalystRole, string> = {
  product: 'the product: what it does, whether customers use it, and how it compares with alternatives',
  technical: 'the technology: how hard it is to build, what protects it, and whether the team can build it',
  business: 'the business: traction, revenue, market size, valuation and legal or regulatory risk',
};

const PER_SOURCE_CHARS = 12_000;
const TOTAL_CHARS = 48_000;

/** The material as the model reads it: each source tagged with its id, so its quotes can be traced back. */
function materialText(input: AnalysisInput): string {
  let budget = TOTAL_CHARS;
  const parts: string[] = [];
  for (const source of input.material.sources) {
    if (!source.readable || budget <= 0) continue;
    const text = source.text.slice(0, Math.min(PER_SOURCE_CHARS, budget));
    budget -= text.length;
    parts.push(`<source id="${source.id}" title="${source.title.replace(/"/g, "'")}">\n${text}\n</source>`);
  }
  return parts.join('\n\n') || '(no readable material)';
}

export function analystPrompt(role: AnalystRole, agent: string, input: AnalysisInput): Array<{ role: 'system' | 'user'; content: string }> {
  return [
    {
      role: 'system',
      content: [
        `You are the ${agent} of Quorum, an investment network. You judge ${FOCUS[role]}.`,
        'Weigh only the material given, against the investment strategy. Do not use outside knowledge and never invent facts.',
        'Answer with one JSON object and nothing else:',
        '{"score": integer 0-100, "vote": "Yes" or "No", "recommendation": "2-4 sentences explaining the vote",',
        ' "factors": [{"dimension": one of "traction","team","market","product","technology","risks","material","strategy","valuation",',
        '  "points": number, "maxPoints": number, "explanation": "why", "evidence": [{"text": "an exact quotation from the material", "sourceId": "the id of its source"}]}]}',
        `Vote "Yes" only when the score is at least ${input.context.thresholdPercent}.`,
      ].join('\n'),
    },
    {
      role: 'user',
      content: `Investment strategy:\n${input.context.investmentStrategy}\n\nDeal: ${input.material.dealName}${input.material.mainUrl ? ` (${input.material.mainUrl})` : ''}\n\nMaterial:\n${materialText(input)}`,
    },
  ];
}
