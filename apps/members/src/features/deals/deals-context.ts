export const DEALS_FAILED = 'Failed to fetch deals';
export const EMAIL_REQUIRED = 'User email is required';
