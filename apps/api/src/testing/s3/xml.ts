import type { ListPage } from './listing';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const tag = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
const xmlDocument = (open: string, body: string, close: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<${open}>${body}</${close}>`;

/** A ListObjectsV2 answer (ListBucketResult). */
export function listXml(bucket: string, query: URLSearchParams, page: ListPage): string {
  const startAfter = query.get('start-after');
  const contents = page.contents.map(
    (item) =>
      `<Contents>${tag('Key', item.key)}${tag('LastModified', item.lastModified.toISOString())}${tag('ETag', item.etag)}${tag('Size', String(item.size))}${tag('StorageClass', 'STANDARD')}</Contents>`,
  );
  return xmlDocument(
    'ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"',
    [
      tag('Name', bucket),
      tag('Prefix', page.prefix),
      page.token !== null ? tag('ContinuationToken', page.token) : '',
      startAfter !== null ? tag('StartAfter', startAfter) : '',
      tag('KeyCount', String(page.contents.length)),
      tag('MaxKeys', String(page.maxKeys)),
      tag('IsTruncated', String(page.truncated)),
      page.next ? tag('NextContinuationToken', page.next) : '',
      ...contents,
    ].join(''),
    'ListBucketResult',
  );
}

/** S3's error body: the code the SDK names its error after, the message, and what the request addressed. */
export function errorXml(error: { code: string; message: string }, target: { bucket: string; key: string | undefined; rawPath: string } | undefined, requestId: string): string {
  const details = [
    tag('Code', error.code),
    tag('Message', error.message),
    target?.key !== undefined ? tag('Key', target.key) : '',
    target?.bucket ? tag('BucketName', target.bucket) : '',
    tag('Resource', target?.rawPath ?? '/'),
    tag('RequestId', requestId),
  ].join('');
  return xmlDocument('Error', details, 'Error');
}
