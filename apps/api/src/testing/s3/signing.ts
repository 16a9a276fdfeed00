import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { headerValue, S3Error, type Target } from './protocol';

const MAX_SKEW_MS = 15 * 60_000;
const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([^/,]+)\/(\d{8})\/([^/,]+)\/([^/,]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** Verifies the request's AWS Signature Version 4 as S3 does and returns the declared payload hash. */
export function verifySignature(req: IncomingMessage, target: Target, credentials: Credentials, region: string, now: number): string {
  const authorization = req.headers.authorization;
  if (!authorization) {
    if (target.query.has('X-Amz-Signature')) throw new S3Error(501, 'NotImplemented', 'Presigned URLs are not supported by the test server.');
    throw new S3Error(403, 'AccessDenied', 'Access Denied');
  }
  const match = AUTHORIZATION.exec(authorization);
  if (!match) throw new S3Error(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
  // Every group of the pattern is required, so none of these defaults is ever used.
  const [, accessKeyId = '', day = '', scopeRegion = '', service = '', signedHeaderList = '', signature = ''] = match;
  if (accessKeyId !== credentials.accessKeyId) throw new S3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (service !== 's3' || scopeRegion !== region) throw new S3Error(400, 'AuthorizationHeaderMalformed', `The authorization header is malformed; the region '${scopeRegion}' is wrong; expecting '${region}'.`);
  const amzDate = headerValue(req, 'x-amz-date');
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day) throw new S3Error(403, 'AccessDenied', 'X-Amz-Date is missing or does not match the credential scope.');
  if (Math.abs(now - Date.parse(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13)}`)) > MAX_SKEW_MS) {
    throw new S3Error(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
  }
  const signedHeaders = signedHeaderList.split(';');
  const unsigned = ['host', ...Object.keys(req.headers).filter((name) => name.startsWith('x-amz-'))].filter((name) => !signedHeaders.includes(name));
  if (unsigned.length > 0) throw new S3Error(403, 'AccessDenied', `There were headers present in the request which were not signed: ${unsigned.join(', ')}`);
  const payloadHash = headerValue(req, 'x-amz-content-sha256');
  if (!payloadHash) throw new S3Error(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');

  const canonicalRequest = [
    req.method,
    target.rawPath || '/',
    canonicalQuery(target.rawQuery),
    signedHeaders.map((name) => `${name}:${canonicalHeader(req, name)}\n`).join(''),
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${scopeRegion}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = [day, scopeRegion, 's3', 'aws4_request'].reduce<Buffer>((key, part) => hmac(key, part), Buffer.from(`AWS4${credentials.secretAccessKey}`));
  const expected = hmac(signingKey, stringToSign);
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    throw new S3Error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.');
  }
  return payloadHash;
}

const hmac = (key: Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const uriEncode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalHeader(req: IncomingMessage, name: string): string {
  const values = req.headersDistinct[name];
  if (!values) throw new S3Error(403, 'SignatureDoesNotMatch', `The signed header ${name} is missing from the request.`);
  return values.map((value) => value.trim().replace(/\s+/g, ' ')).join(',');
}

/** Every parameter decoded, then encoded the strict SigV4 way, sorted by name then value. */
function canonicalQuery(rawQuery: string): string {
  const pairs = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const equals = pair.indexOf('=');
      const [name, value] = equals < 0 ? [pair, ''] : [pair.slice(0, equals), pair.slice(equals + 1)];
      try {
        return `${uriEncode(decodeURIComponent(name))}=${uriEncode(decodeURIComponent(value))}`;
      } catch {
        throw new S3Error(400, 'InvalidArgument', 'The query string is not valid percent-encoding.');
      }
    });
  return pairs.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join('&');
}
