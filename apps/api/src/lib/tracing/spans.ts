import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Tracer } from '@opentelemetry/api';

export { SpanKind };

/**
 * This service's spans, through OpenTelemetry's API: until the SDK is started (plugins/tracing.ts,
 * only when OTEL_EXPORTER_OTLP_ENDPOINT is set) every span is a no-op that records nothing.
 * Attributes name routes, hosts and ids of our own rows, never a URL's path or query, a body or a
 * person: a trace is read by whoever runs the collector (docs/security/threat-model.md). Asked for
 * at each use, not kept: a tracer taken before the SDK started (or after it stopped and started
 * again, as specs do) would keep answering for the provider of that moment.
 */
export const tracer = (): Tracer => trace.getTracer('quorum-api');

/**
 * Runs `work` in a span, a child of the current one. A thrown error marks it failed; so does an
 * answer `failure` describes (the fetchers answer failures as values).
 */
export function inSpan<T>(name: string, kind: SpanKind, attributes: Attributes, work: () => Promise<T>, failure?: (value: T) => string | undefined): Promise<T> {
  return tracer().startActiveSpan(name, { kind, attributes }, async (span) => {
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

/**
 * An outbound HTTP call (a website, the converter, the LLM, a webhook) as a client span. Named by
 * what it is, the host an attribute: a name per host would let anyone who can make the server fetch
 * (a favicon of any domain) grow the collector's list of span names without bound.
 */
export const outboundSpan = <T>(what: 'fetch' | 'webhook' | 'llm' | 'converter', url: string, work: () => Promise<T>, failure?: (value: T) => string | undefined): Promise<T> =>
  inSpan(what, SpanKind.CLIENT, { 'server.address': hostOf(url) }, work, failure);

/**
 * Background work (a review job, a delivery, a re-screening) as the root of a trace of its own: a
 * request may start it, but whoever sent that request must not choose its trace or whether it is
 * recorded, and the next job a worker picks up may be someone else's.
 */
export function jobSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return outsideAnyTrace(() => inSpan(name, SpanKind.INTERNAL, attributes, work));
}

/** Runs `start` outside the current trace: where a request hands work to a queue, what the queue goes on to do is not the request's. */
export function outsideAnyTrace<T>(start: () => T): T {
  return context.with(ROOT_CONTEXT, start);
}
