import { SpanKind, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';

export { SpanKind };

/**
 * This service's spans, through OpenTelemetry's API: until the SDK is started (plugins/tracing.ts,
 * only when OTEL_EXPORTER_OTLP_ENDPOINT is set) every span is a no-op that records nothing.
 * Attributes name routes, hosts and ids of our own rows, never a URL's path or query, a body or a
 * person: a trace is read by whoever runs the collector (docs/security/threat-model.md).
 */
export const tracer = trace.getTracer('quorum-api');

/**
 * Runs `work` in a span, a child of the current one. A thrown error marks it failed; so does an
 * answer `failure` describes (the fetchers answer failures as values).
 */
export function inSpan<T>(name: string, kind: SpanKind, attributes: Attributes, work: () => Promise<T>, failure?: (value: T) => string | undefined): Promise<T> {
  return tracer.startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      const value = await work();
      const failed = failure?.(value);
      if (failed !== undefined) span.setStatus({ code: SpanStatusCode.ERROR, message: failed });
      return value;
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The host an outbound call goes to, as a span names it: never the path or query (they can carry a person's data). */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'invalid';
  }
}

/** An outbound HTTP call (a website, the converter, the LLM, a webhook) as a client span. */
export const outboundSpan = <T>(what: string, url: string, work: () => Promise<T>, failure?: (value: T) => string | undefined): Promise<T> =>
  inSpan(`${what} ${hostOf(url)}`, SpanKind.CLIENT, { 'server.address': hostOf(url), 'quorum.call': what }, work, failure);
