import { decisionRulesSchema, httpUrlSchema, networkSettingsSchema, retentionPolicySchema, type NetworkSettings } from '@quorum/domain';

/** The settings form as typed: numbers as the text in their fields, the webhook address blank for none. */
export interface SettingsDraft {
  approvalThresholdPercent: string;
  investmentStrategy: string;
  voteWindowDays: string;
  quorumMinimum: string;
  quorumPercentOfActive: string;
  agentVotes: NetworkSettings['agentVotes'];
  sealedBallots: boolean;
  decisionWebhookUrl: string;
  closedApplicationDocumentsDays: string;
  kycRetentionYears: string;
}

/** Each number of the form and the shared schema that bounds it (the decision rules', the retention policy's). */
const NUMBER_SCHEMAS = {
  approvalThresholdPercent: decisionRulesSchema.shape.approvalThresholdPercent,
  voteWindowDays: decisionRulesSchema.shape.voteWindowDays,
  quorumMinimum: decisionRulesSchema.shape.quorumMinimum,
  quorumPercentOfActive: decisionRulesSchema.shape.quorumPercentOfActive,
  closedApplicationDocumentsDays: retentionPolicySchema.shape.closedApplicationDocumentsDays,
  kycRetentionYears: retentionPolicySchema.shape.kycRetentionYears,
} as const;
/** The settings typed as whole numbers. */
export type NumberField = keyof typeof NUMBER_SCHEMAS;
const NUMBER_FIELDS = Object.keys(NUMBER_SCHEMAS) as NumberField[];

export type SettingsErrors = Partial<Record<NumberField | 'decisionWebhookUrl', string>>;

export function draftOf(settings: NetworkSettings): SettingsDraft {
  return {
    ...settings,
    approvalThresholdPercent: String(settings.approvalThresholdPercent),
    voteWindowDays: String(settings.voteWindowDays),
    quorumMinimum: String(settings.quorumMinimum),
    quorumPercentOfActive: String(settings.quorumPercentOfActive),
    closedApplicationDocumentsDays: String(settings.closedApplicationDocumentsDays),
    kycRetentionYears: String(settings.kycRetentionYears),
    decisionWebhookUrl: settings.decisionWebhookUrl ?? '',
  };
}

/** "A whole number from 1 to 90": the bounds come from the shared schema, so the form and the API never disagree. */
function boundsMessage(field: NumberField): string {
  const schema = NUMBER_SCHEMAS[field];
  return `A whole number from ${schema.minValue ?? 0} to ${schema.maxValue ?? ''}`;
}

/** What is wrong with each field, in words; an empty object when the draft can be saved. */
export function settingsErrors(draft: SettingsDraft): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const field of NUMBER_FIELDS) {
    const text = draft[field].trim();
    if (!/^\d+$/.test(text) || !NUMBER_SCHEMAS[field].safeParse(Number(text)).success) errors[field] = boundsMessage(field);
  }
  const url = draft.decisionWebhookUrl.trim();
  if (url && !httpUrlSchema.safeParse(url).success) errors.decisionWebhookUrl = 'A web address starting with https:// (or http://), or nothing';
  return errors;
}

/** The settings a valid draft stands for; null while a field is wrong. */
export function settingsOf(draft: SettingsDraft): NetworkSettings | null {
  const parsed = networkSettingsSchema.safeParse({
    ...draft,
    ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, Number(draft[field].trim())])),
    decisionWebhookUrl: draft.decisionWebhookUrl.trim() || null,
  });
  return parsed.success && Object.keys(settingsErrors(draft)).length === 0 ? parsed.data : null;
}
