export { passkeyStandingOf, confirmedRecently, type AdminStandingInput } from './admin-standing';
export { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_LENGTH, formatRecoveryCode, normalizeRecoveryCode } from './recovery-code';
