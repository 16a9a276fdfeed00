import { CONSTANTS } from '../constants';
import { asText, isRecord } from '../format/safe-read';

export type FounderContactType = (typeof CONSTANTS.CONTACT_TYPES)[number];

/** A contact row as the modal holds it while being edited: any field may still be empty. */
export interface FounderContactDraft {
  readonly name?: string;
  readonly contactType?: string;
  readonly contactValue?: string;
}

export interface FounderContactsDraft {
  /** The "Can you introduce us to the founding team?" toggle. */
  readonly canIntroduce: boolean | 'Yes' | 'No';
  /** Primary first, then the optional secondary. */
  readonly contacts: readonly FounderContactDraft[];
}

const PLACEHOLDERS: Record<FounderContactType, string> = {
  Email: 'name@example.com',
  Discord: 'username#0000',
  Telegram: '@username',
  Phone: '+1234567890',
  LinkedIn: 'linkedin.com/in/username',
};

/** Shown when Submit is clicked while the contact modal is invalid. */
export const INVALID_CONTACT_MESSAGE = 'Invalid contact information';

/** Shown when the introduction toggle is No; our wording. */
export const CARRY_NOTICE =
  `If my agents and our investors approve this deal, the first person to submit it receives ` +
  `${CONSTANTS.CARRY_PAYOUT_PERCENT}% carry on exit. Founder contact information is required ` +
  `for this reward.`;

/** The contact value placeholder for a type; '' for an unknown type. */
export function founderContactPlaceholder(type: unknown): string {
  if (typeof type !== 'string') return '';
  const wanted = type.trim().toLowerCase();
  const match = CONSTANTS.CONTACT_TYPES.find((known) => known.toLowerCase() === wanted);
  return match === undefined ? '' : PLACEHOLDERS[match];
}

function wantsIntroduction(canIntroduce: unknown): boolean {
  return canIntroduce === true || (typeof canIntroduce === 'string' && canIntroduce.trim().toLowerCase() === 'yes');
}

export interface FounderContactErrors {
  readonly primaryName: boolean;
  readonly primaryValue: boolean;
}

/**
 * Which primary fields to mark as empty. Only the primary row is checked:
 * the secondary contact is optional, and with the toggle at No nothing is required.
 */
export function founderContactErrors(draft: unknown): FounderContactErrors {
  if (!isRecord(draft) || !wantsIntroduction(draft['canIntroduce'])) {
    return { primaryName: false, primaryValue: false };
  }
  const contacts = Array.isArray(draft['contacts']) ? draft['contacts'] : [];
  const primary: unknown = contacts[0];
  const record = isRecord(primary) ? primary : {};
  return {
    primaryName: asText(record['name']) === undefined,
    primaryValue: asText(record['contactValue']) === undefined,
  };
}

/** Whether the contact modal may submit: valid rows, at most two contacts. */
export function isValidFounderContacts(draft: FounderContactsDraft | null | undefined): boolean {
  if (!isRecord(draft)) return false;
  const contacts = Array.isArray(draft['contacts']) ? draft['contacts'] : [];
  if (contacts.length > CONSTANTS.MAX_FOUNDER_CONTACTS) return false;
  const errors = founderContactErrors(draft);
  return !errors.primaryName && !errors.primaryValue;
}

/** Notes are trimmed and omitted when empty. */
export function founderNote(text: unknown): string | undefined {
  return asText(text);
}

export interface FounderContactEntry {
  readonly name: string;
  readonly contactType: FounderContactType;
  readonly contactValue: string;
}

/**
 * The founders a submission sends: only when the member can introduce
 * us, only rows with a name and a contact value (a blank secondary row is simply left out),
 * trimmed, an unknown type read as Email, at most two.
 */
export function foundersToSend(draft: unknown): FounderContactEntry[] {
  if (!isRecord(draft) || !wantsIntroduction(draft['canIntroduce'])) return [];
  const rows = Array.isArray(draft['contacts']) ? draft['contacts'] : [];
  const founders: FounderContactEntry[] = [];
  for (const row of rows.slice(0, CONSTANTS.MAX_FOUNDER_CONTACTS)) {
    if (!isRecord(row)) continue;
    const name = asText(row['name']);
    const contactValue = asText(row['contactValue']);
    if (name === undefined || contactValue === undefined) continue;
    const wanted = asText(row['contactType'])?.toLowerCase();
    const contactType = CONSTANTS.CONTACT_TYPES.find((type) => type.toLowerCase() === wanted) ?? 'Email';
    founders.push({ name, contactType, contactValue });
  }
  return founders;
}
