/** What one entry of each person list is called ("Roles named inside entities"). */
const NOUNS: Record<string, string> = {
  beneficialOwners: 'Owner',
  ownershipStructure: 'Owner',
  generalPartners: 'General partner',
  limitedPartners: 'Limited partner',
  partners: 'Partner',
  trustees: 'Trustee',
  beneficiaries: 'Beneficiary',
  trustBeneficiary: 'Beneficiary',
};

export function personNoun(questionId: string): string {
  return NOUNS[questionId] ?? 'Person';
}
