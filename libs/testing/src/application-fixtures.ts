import {
  isQuestionVisible,
  KYC_IDENTIFIER_FIELDS,
  PERSON_ID_FIELD,
  questionsFor,
  type FileRef,
  type Question,
  type QuestionSetName,
} from '@quorum/domain';

/**
 * Complete, valid applications built from the question definitions themselves, so they follow the
 * questions as they change: every visible question of a set answered, uploads as FileRefs (the
 * shape the onboarding app holds, so fileFieldsOf and toSubmissionFields treat them as it would).
 * Test support only; it depends on nothing but @quorum/domain, so other suites (the onboarding
 * end-to-end tests) can reuse it.
 */

export const APPLICATION_SETS: readonly QuestionSetName[] = ['Individual', 'Corporation', 'LLC', 'Partnership', 'Trust', 'Investment'];

/** Distinctive identifiers, so a test can search the database file for them. */
export const SAMPLE_IDENTIFIERS: Readonly<Record<string, string>> = {
  passportIdNumber: '987-65-4321',
  taxId: '12-3456789',
  controlPersonPassportId: 'C98765432',
  authorizedRepresentativePassportId: 'R55544433',
  trustTaxId: '98-7654321',
  grantorPassportId: 'G11122233',
  trustAuthorizedRepresentativePassportId: 'T77788899',
};

const PERSON_CODES: Readonly<Record<string, string>> = {
  beneficialOwners: 'BO-4471',
  generalPartners: 'GP-5582',
  limitedPartners: 'LP-6693',
  trustees: 'TR-7704',
  beneficiaries: 'BE-8815',
};

const NAMES: Readonly<Record<string, string>> = {
  fullName: 'Ada Lovelace',
  authorizedRepresentative: 'Grace Hopper',
  trustAuthorizedRepresentative: 'Grace Hopper',
  controlPerson: 'Katherine Johnson',
  grantorName: 'Mary Jackson',
  organizationName: 'Acme Holdings',
  investmentVehicleName: 'Acme Opportunity Fund I, LP',
  managerName: 'Acme Capital Management LLC',
};

export interface FixtureOptions {
  /** The applicant's (Individual) or the authorized representative's address. */
  email?: string;
  contactEmail?: string;
  /** Answers set before the rest are filled in, so they steer the branches (accreditationBasis: 'income'). */
  overrides?: Readonly<Record<string, unknown>>;
}

export function typeAnswers(set: QuestionSetName): Record<string, string> {
  if (set === 'Individual' || set === 'Investment') return { entityType: set };
  return { entityType: 'Entity', organizationType: set };
}

function fileRef(name: string, type = 'application/pdf'): FileRef {
  return { name, size: 2048, type };
}

function people(listId: string, withOwnership: boolean): Array<Record<string, unknown>> {
  const code = PERSON_CODES[listId] ?? 'PX-0000';
  return [1, 2].map((n) => ({
    name: `${listId} person ${n}`,
    ...(withOwnership ? { ownershipPercentage: 30 } : {}),
    [PERSON_ID_FIELD]: `${code}-${n}`,
    idDocuments: [fileRef(`${listId}-${n}-id.png`, 'image/png')],
  }));
}

function sampleAnswer(question: Question, options: FixtureOptions): unknown {
  const { id } = question;
  if (Object.hasOwn(SAMPLE_IDENTIFIERS, id)) return SAMPLE_IDENTIFIERS[id];
  switch (question.type) {
    case 'text':
      return NAMES[id] ?? `Sample ${id}`;
    case 'textarea':
      return 'Seed and Series A fintech deals, $50k to $250k per deal.';
    case 'email':
      return id === 'contactEmail' ? (options.contactEmail ?? 'office@acme.example.com') : (options.email ?? 'applicant@example.com');
    case 'tel':
      return '+1 555 123 4567';
    case 'url':
      return 'https://acme.example.com';
    case 'dateOfBirth':
      return '1980-05-17';
    case 'address':
      return '1 Main Street, Springfield, IL 62701';
    case 'radio':
      return question.options?.find((option) => option.value !== 'other')?.value;
    case 'yesNo':
      return 'yes';
    case 'number':
      return 35;
    case 'stateSelect':
      return 'DE';
    case 'countrySelect':
      return 'US';
    case 'fileUpload':
      return [fileRef(`${id}.pdf`)];
    case 'multiShareholder':
    case 'multiBeneficiary':
      return people(id, true);
    case 'multiTrustee':
      return people(id, false);
    default:
      return undefined;
  }
}

/** Every visible question of the set answered validly; answers that open new questions are followed until none is left. */
export function completeAnswers(set: QuestionSetName, options: FixtureOptions = {}): Record<string, unknown> {
  const answers: Record<string, unknown> = { ...typeAnswers(set), ...options.overrides };
  for (let round = 0; round < 10; round += 1) {
    let added = false;
    for (const question of questionsFor(answers)) {
      if (Object.hasOwn(answers, question.id) || !isQuestionVisible(question, answers)) continue;
      const value = sampleAnswer(question, options);
      if (value === undefined) continue;
      answers[question.id] = value;
      added = true;
    }
    if (!added) break;
  }
  return answers;
}

/** Every KYC identifier in a set of answers: the identifier answers and each person's ID number. */
export function identifiersIn(answers: Readonly<Record<string, unknown>>): string[] {
  const values: string[] = [];
  for (const field of KYC_IDENTIFIER_FIELDS) if (typeof answers[field] === 'string') values.push(answers[field]);
  for (const value of Object.values(answers)) {
    if (!Array.isArray(value)) continue;
    for (const person of value) {
      const idNumber = (person as Record<string, unknown> | null)?.[PERSON_ID_FIELD];
      if (typeof idNumber === 'string') values.push(idNumber);
    }
  }
  return values;
}
