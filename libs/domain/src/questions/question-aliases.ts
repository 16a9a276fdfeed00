import { entriesOf, isRecord, readProp } from './answer-values';

/**
 * Each question set was described twice (see docs/flows/wizard.md). Where both descriptions
 * name the same
 * answer, the questions use one canonical id and the other id is an alias here: the server and
 * saved progress accept either, and canonicalizeAnswers turns aliases into canonical ids.
 */
export const QUESTION_ID_ALIASES = {
  name: 'fullName',
  emailAddress: 'email',
  incorporationDate: 'formationDate',
  organizationFormationDate: 'formationDate',
  incorporationState: 'formationState',
  organizationRegistrationNumber: 'taxId',
  organizationPhone: 'contactPhone',
  authorizedRepresentativeName: 'authorizedRepresentative',
  ownershipStructure: 'beneficialOwners',
  trustBeneficiary: 'beneficiaries',
  trustAccreditationProof: 'trustAssetsEvidence',
  beneficiaryAccreditationEvidence: 'beneficiariesAccreditationEvidence',
  trustName: 'organizationName',
} as const satisfies Record<string, string>;

export type QuestionIdAlias = keyof typeof QUESTION_ID_ALIASES;

/**
 * Aliases whose value is an object split over several canonical answers. The alternative trust
 * description's `trustGrantor` ({ fullName, ssOrPassport }) is the grantorName and
 * grantorPassportId questions of the main description.
 */
export const COMPOUND_ALIASES = {
  trustGrantor: { fullName: 'grantorName', ssOrPassport: 'grantorPassportId' },
} as const satisfies Record<string, Record<string, string>>;

/**
 * Person fields of the alternative description (ownershipStructure and trustBeneficiary entries)
 * mapped onto PersonEntry.
 */
export const PERSON_ENTRY_ALIASES = { fullName: 'name', ssOrPassport: 'idNumber' } as const;

const PERSON_LIST_ALIASES: ReadonlySet<string> = new Set(['ownershipStructure', 'trustBeneficiary']);

/**
 * Aliases whose question depends on who applies: `emailAddress` is the applicant's own email for an
 * Individual, and the organisation's contact email for an Entity or an Investment (the alternative
 * trust description lists it; the trust's set asks contactEmail, not email).
 */
const ORGANIZATION_ALIASES: Readonly<Record<string, string>> = { emailAddress: 'contactEmail' };

const appliesAsOrganization = (entityType: unknown) => entityType === 'Entity' || entityType === 'Investment';

/** The canonical id of an answer's id, for an application of this entityType (unknown: as an Individual's). */
export function canonicalQuestionId(id: string, entityType?: unknown): string {
  if (typeof id !== 'string') return id;
  if (appliesAsOrganization(entityType) && Object.hasOwn(ORGANIZATION_ALIASES, id)) return ORGANIZATION_ALIASES[id] ?? id;
  return Object.hasOwn(QUESTION_ID_ALIASES, id) ? QUESTION_ID_ALIASES[id as QuestionIdAlias] : id;
}

export function isAliasId(id: string): boolean {
  return typeof id === 'string' && (Object.hasOwn(QUESTION_ID_ALIASES, id) || Object.hasOwn(COMPOUND_ALIASES, id));
}

/**
 * Moves alias keys to their canonical ids. The canonical key wins when both are present (a value
 * other than undefined); among two aliases of one id the first listed wins. Anything that is not
 * a plain object gives {}. Object.fromEntries keeps a "__proto__" key an ordinary property.
 */
export function canonicalizeAnswers(answers: unknown): Record<string, unknown> {
  const entries = entriesOf(answers);
  const result = new Map<string, unknown>();
  for (const [key, value] of entries) {
    if (!isAliasId(key)) result.set(key, value);
  }
  const entityType = result.get('entityType');
  for (const [key, value] of entries) {
    if (Object.hasOwn(QUESTION_ID_ALIASES, key)) {
      const canonical = canonicalQuestionId(key, entityType);
      if (result.get(canonical) === undefined && value !== undefined) {
        result.set(canonical, PERSON_LIST_ALIASES.has(key) ? normalizePersonList(value) : value);
      }
    } else if (Object.hasOwn(COMPOUND_ALIASES, key)) {
      splitCompound(key as keyof typeof COMPOUND_ALIASES, value, result);
    }
  }
  return Object.fromEntries(result);
}

function splitCompound(key: keyof typeof COMPOUND_ALIASES, value: unknown, result: Map<string, unknown>): void {
  // An unexpected shape stays under its own key, so nothing the applicant typed is dropped.
  if (!isRecord(value)) {
    if (value !== undefined) result.set(key, value);
    return;
  }
  for (const [part, canonical] of Object.entries(COMPOUND_ALIASES[key])) {
    const partValue = readProp(value, part);
    if (result.get(canonical) === undefined && partValue !== undefined) result.set(canonical, partValue);
  }
}

function normalizePersonList(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((entry: unknown) => {
    if (!isRecord(entry)) return entry;
    const person = new Map<string, unknown>(entriesOf(entry));
    for (const [alias, field] of Object.entries(PERSON_ENTRY_ALIASES)) {
      if (person.has(alias)) {
        if (person.get(field) === undefined) person.set(field, person.get(alias));
        person.delete(alias);
      }
    }
    return Object.fromEntries(person);
  });
}

