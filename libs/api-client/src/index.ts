export { createApiClient, type ApiClient, type ApiClientOptions, type RequestOptions } from './lib/api-client';
export { NETWORK_FAILED, PARSE_FAILED, type ApiResult } from './lib/api-result';
