import { canonicalQuestionId } from './question-aliases';

/** How many files an upload question takes and which extensions (lower case, leading dot). */
export interface FileRules {
  readonly maxFiles: number;
  readonly acceptedFileTypes: readonly string[];
}

// The accepted type lists of the file questions.
const ID_SCAN_TYPES = ['.jpg', '.jpeg', '.png', '.pdf', '.heic'] as const;
const EVIDENCE_TYPES = ['.pdf', '.jpg', '.jpeg', '.png', '.heic'] as const;
const WORD_TYPES = ['.doc', '.docx'] as const;
const OFFICE_TYPES = ['.doc', '.docx', '.xls', '.xlsx'] as const;
const FINANCIAL_TYPES = [...EVIDENCE_TYPES, ...OFFICE_TYPES];
const ORGANIZATION_DOCUMENT_TYPES = ['.pdf', '.jpg', '.jpeg', '.png', ...OFFICE_TYPES];

const rules = (maxFiles: number, acceptedFileTypes: readonly string[]): FileRules =>
  Object.freeze({ maxFiles, acceptedFileTypes: Object.freeze([...acceptedFileTypes]) });

const ID_SCAN = rules(2, ID_SCAN_TYPES);
const EVIDENCE = rules(5, EVIDENCE_TYPES);
const SINGLE_CERTIFICATE = rules(1, EVIDENCE_TYPES);
const FINANCIAL_EVIDENCE = rules(5, FINANCIAL_TYPES);

/** The ID documents attached to each person of an owner, partner, trustee or beneficiary list: like ID scans. */
export const PERSON_ID_DOCUMENT_RULES: FileRules = ID_SCAN;

/**
 * Unknown ids get 5 files of PDF or images: the commonest row of the table, generous enough not
 * to block an applicant, strict enough to keep executables and archives out.
 */
export const DEFAULT_FILE_RULES: FileRules = EVIDENCE;

/**
 * The file questions' limits (see docs/flows/wizard.md), both descriptions. Alternative-set
 * ids are listed under their own names where their row differs from the canonical question's.
 */
export const FILE_RULES: Readonly<Record<string, FileRules>> = {
  // ID scans
  idScan: ID_SCAN,
  controlPersonIdScan: ID_SCAN,
  authorizedRepresentativeIdScan: ID_SCAN,
  grantorIdScan: ID_SCAN,
  trustAuthorizedRepresentativeIdScan: ID_SCAN,
  idDocuments: PERSON_ID_DOCUMENT_RULES,
  // articles, bylaws, operating agreement, trust agreement, asset evidence
  articlesOfIncorporation: EVIDENCE,
  bylaws: EVIDENCE,
  articlesOfOrganization: EVIDENCE,
  operatingAgreement: EVIDENCE,
  trustAgreement: rules(5, [...EVIDENCE_TYPES, ...WORD_TYPES]),
  accreditationEvidence: EVIDENCE,
  trustAssetsEvidence: EVIDENCE,
  grantorAccreditationEvidence: EVIDENCE,
  memberAccreditationEvidence: rules(20, EVIDENCE_TYPES),
  beneficiariesAccreditationEvidence: rules(10, EVIDENCE_TYPES),
  // good standing, partnership agreement, certificates
  certificateOfGoodStanding: SINGLE_CERTIFICATE,
  partnershipAgreement: SINGLE_CERTIFICATE,
  certificateOfPartnership: SINGLE_CERTIFICATE,
  certificateOfTrust: SINGLE_CERTIFICATE,
  proofOfAddress: rules(3, EVIDENCE_TYPES),
  // income evidence, net worth statement, professional certification, organisation documentation
  incomeEvidence: FINANCIAL_EVIDENCE,
  netWorthStatement: FINANCIAL_EVIDENCE,
  professionalCertification: FINANCIAL_EVIDENCE,
  organizationDocumentation: rules(5, ORGANIZATION_DOCUMENT_TYPES),
  // alternative trust set: trust accreditation proof, beneficiary evidence
  trustAccreditationProof: EVIDENCE,
  beneficiaryAccreditationEvidence: rules(5, EVIDENCE_TYPES),
  // Investment set (our design): offering documents are legal papers like organisation documentation
  offeringDocuments: rules(5, ORGANIZATION_DOCUMENT_TYPES),
};

/** The upload rules for a question id: its own row, else its canonical id's row, else the default. */
export function fileRulesFor(questionId: string): FileRules {
  if (typeof questionId !== 'string') return DEFAULT_FILE_RULES;
  if (Object.hasOwn(FILE_RULES, questionId)) return FILE_RULES[questionId] ?? DEFAULT_FILE_RULES;
  const canonical = canonicalQuestionId(questionId);
  return (Object.hasOwn(FILE_RULES, canonical) ? FILE_RULES[canonical] : undefined) ?? DEFAULT_FILE_RULES;
}

/** The extension of a file name, lower case with its dot ('' when there is none). */
export function fileExtension(fileName: string): string {
  if (typeof fileName !== 'string') return '';
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot).toLowerCase();
}

/** True when the name's extension is accepted; an empty accepted list means "anything". */
export function acceptsFileName(rules: FileRules, fileName: string): boolean {
  const accepted = Array.isArray(rules?.acceptedFileTypes) ? rules.acceptedFileTypes : [];
  if (accepted.length === 0) return true;
  const extension = fileExtension(fileName);
  return extension !== '' && accepted.some((type) => typeof type === 'string' && withDot(type.toLowerCase()) === extension);
}

// Accepts 'pdf' as well as '.pdf' in hand-written rules.
function withDot(type: string): string {
  return type.startsWith('.') ? type : `.${type}`;
}
