import { COUNTRIES, formatFileSize, isKycIdentifierField, isNoWebsite, parseCalendarDate, US_STATES, type Question } from '@quorum/domain';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** Identifiers stay masked on screen, as in the admin views: enough to spot a typo in the ending. */
export function maskIdentifier(text: string): string {
  const visible = text.replace(/\s/g, '').slice(-4);
  return text.length <= 4 ? '••••' : `•••• ${visible}`;
}

function fileNames(value: unknown): string {
  const files = Array.isArray(value) ? value.map(record) : [];
  return files.map((file) => `${String(file['name'] ?? '')} (${formatFileSize(file['size'])})`).join(', ');
}

/** One answer as the review on the submit step shows it. */
export function answerSummary(question: Question, value: unknown): string {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return 'Not answered';
  switch (question.type) {
    case 'fileUpload':
      return fileNames(value);
    case 'multiShareholder':
    case 'multiTrustee':
    case 'multiBeneficiary':
      return (Array.isArray(value) ? value.map(record) : [])
        .map((person) => {
          const share = person['ownershipPercentage'];
          const documents = Array.isArray(person['idDocuments']) ? person['idDocuments'].length : 0;
          return `${String(person['name'] ?? '')}${share !== undefined && share !== '' ? ` (${String(share)}%)` : ''}, ${documents} ID document${documents === 1 ? '' : 's'}`;
        })
        .join('; ');
    case 'yesNo':
      return value === 'yes' ? 'Yes' : value === 'no' ? 'No' : String(value);
    case 'radio':
    case 'applicationType':
      return question.options?.find((option) => option.value === value)?.label ?? String(value);
    case 'stateSelect':
      return US_STATES.find((state) => state.value === value)?.label ?? String(value);
    case 'countrySelect':
      return COUNTRIES.find((country) => country.value === value)?.label ?? String(value);
    case 'dateOfBirth': {
      const date = typeof value === 'string' ? parseCalendarDate(value) : undefined;
      return date ? `${MONTHS[date.month - 1]} ${date.day}, ${date.year}` : String(value);
    }
    case 'url':
      return typeof value === 'string' && isNoWebsite(value) ? 'No website' : String(value);
    default:
      return typeof value === 'string' && isKycIdentifierField(question.id) ? maskIdentifier(value) : String(value);
  }
}
