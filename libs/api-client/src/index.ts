export { createApiClient, type ApiClient, type ApiClientOptions, type DownloadOptions, type RequestOptions } from './lib/api-client';
export { NETWORK_FAILED, PARSE_FAILED, serverErrorMessage, type ApiResult, type ConditionalResult } from './lib/api-result';
export type { UploadProgressListener } from './lib/xhr-transport';
