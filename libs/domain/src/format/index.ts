export { formatFileSize } from './file-size';
export { userInitials, UNKNOWN_INITIALS } from './user-initials';
