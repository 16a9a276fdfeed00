export { createUploadStorage, type StoredFile, type UploadStorage } from './upload-storage';
export { readLeadingFields, readTextFields, discard } from './multipart-fields';
export { stageFiles, type StagedFile, type StageOptions } from './stage-files';
export { checkFileType, detectFileType, type DetectedType, type TypeCheck } from './detect-file-type';
export { isForgedFileName, sanitizeFileName } from './sanitize-file-name';
export { streamToFile } from './stream-to-file';
export { describeAccepted, kindOfFileName } from './file-kinds';
export { MAX_UPLOAD_BYTES, malformedForm, uploadFailure, type UploadFailure } from './upload-failure';
