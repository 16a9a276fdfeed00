export { createApiClient, type ApiClient, type ApiClientOptions, type RequestOptions } from './lib/api-client';
export { NETWORK_FAILED, PARSE_FAILED, serverErrorMessage, type ApiResult } from './lib/api-result';
export type { UploadProgressListener } from './lib/xhr-transport';
export { createCachingClient, bypassesClientCache, type CachingApiClient, type CachedRequestOptions, type ResponseCacheOptions } from './lib/cache/response-cache';
export { createDeletedReportIds, type DeletedReportIds } from './lib/cache/deleted-report-ids';
export { createSubmissionCountCache, type SubmissionCountCache } from './lib/cache/submission-count-cache';
export { createImageProbe, type ImageProbe, type ImageProbeOptions } from './lib/cache/image-probe';
