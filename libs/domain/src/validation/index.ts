export { validateAnswer } from './validate-answer';
export { VALIDATION_MESSAGES, type ValidationMessage, type ValidationResult } from './validation-messages';
export { NO_WEBSITE, isNoWebsite, isWebsiteUrl } from './url-rule';
export { isWellFormedEmail } from './email-rule';
export { parseCalendarDate, type CalendarDate } from './date-rule';
export { looksLikeCompleteAddress } from './address-rule';
export { readPercentage } from './person-list-rule';
export { questionFileRules } from './question-file-rules';
