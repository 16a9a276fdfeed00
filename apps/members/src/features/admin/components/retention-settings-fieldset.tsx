import type { SettingsDraft, SettingsErrors } from '../settings-form-model';
import { SettingsFieldset, WholeNumberFields, type WholeNumberFieldSpec } from './settings-fieldset';

const FIELDS: WholeNumberFieldSpec[] = [
  {
    field: 'closedApplicationDocumentsDays',
    label: 'Delete documents of rejected or withdrawn applications after (days)',
    hint: 'Counted from the day the application closed: long enough to answer a question about the decision.',
  },
  {
    field: 'kycRetentionYears',
    label: 'Keep former members’ KYC records for (years)',
    hint: 'Counted from the day the membership ended. Anti-money-laundering record-keeping rules typically ask for five years.',
  },
];

/**
 * How long the network keeps what it must not keep forever (docs/flows/data-rights.md), bounded by
 * the domain's retention policy schema; saved with the rest of the settings.
 */
export function RetentionSettingsFieldset({ draft, errors, onChange }: { draft: SettingsDraft; errors: SettingsErrors; onChange: (change: Partial<SettingsDraft>) => void }) {
  return (
    <SettingsFieldset legend="Data retention">
      <WholeNumberFields fields={FIELDS} draft={draft} errors={errors} onChange={onChange} maxWidth={520} />
    </SettingsFieldset>
  );
}
