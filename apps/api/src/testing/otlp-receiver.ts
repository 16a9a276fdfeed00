import { startLoopbackServer } from '../lib/safe-fetch/test-servers';

/** A span as the receiver keeps it: ids in hex, attributes as plain values. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** OTLP's numbering: 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
  statusCode: number;
  /** The W3C tracestate the span carries ('' when none). */
  traceState: string;
  service: string;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: Array<{ key: string; value: OtlpValue }>;
  status?: { code?: number };
  traceState?: string;
}
interface OtlpExport {
  resourceSpans?: Array<{ resource?: { attributes?: Array<{ key: string; value: OtlpValue }> }; scopeSpans?: Array<{ spans?: OtlpSpan[] }> }>;
}

/** OTLP/JSON writes ids in hex; base64 (the protobuf mapping's) is read too. */
const hexId = (id: string | undefined): string => {
  if (!id) return '';
  return /^[0-9a-f]+$/i.test(id) ? id.toLowerCase() : Buffer.from(id, 'base64').toString('hex');
};
const plain = (value: OtlpValue): string | number | boolean => value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : (value.doubleValue ?? value.boolValue ?? ''));
const attributesOf = (list: Array<{ key: string; value: OtlpValue }> = []) => Object.fromEntries(list.map(({ key, value }) => [key, plain(value)]));

/**
 * Test-only: an OpenTelemetry collector's OTLP/HTTP traces endpoint (POST /v1/traces, JSON) on
 * 127.0.0.1, keeping every span it is sent. Anything else it answers 404, and counts.
 */
export async function startOtlpReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; refused: () => number; close(): Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  let refused = 0;
  const server = await startLoopbackServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces' || !String(request.headers['content-type']).startsWith('application/json')) {
        refused += 1;
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
      for (const resource of body.resourceSpans ?? []) {
        const service = String(attributesOf(resource.resource?.attributes)['service.name'] ?? '');
        for (const scope of resource.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            spans.push({ traceId: hexId(span.traceId), spanId: hexId(span.spanId), parentSpanId: hexId(span.parentSpanId), name: span.name, kind: span.kind, attributes: attributesOf(span.attributes), statusCode: span.status?.code ?? 0, traceState: span.traceState ?? '', service });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { url: server.url('').replace(/\/$/, ''), spans, refused: () => refused, close: server.close };
}
