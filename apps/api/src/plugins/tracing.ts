import { performance } from 'node:perf_hooks';
import { context, propagation, ROOT_CONTEXT, SpanStatusCode, trace, TraceFlags, type Context, type Span } from '@opentelemetry/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SpanKind, tracer } from '../lib/tracing/spans';
import { runningVersion } from '../lib/version';

/**
 * OpenTelemetry traces, only when OTEL_EXPORTER_OTLP_ENDPOINT is set (otherwise nothing here runs
 * and the SDK is never imported): a server span for each request (the caller's W3C traceparent is
 * its parent), named by the route's pattern and carrying the request id the log lines carry; a
 * child span for each database statement made inside a span; the modules' spans for outbound calls
 * and background jobs (lib/tracing/spans.ts) then have a recording tracer behind them.
 */
/**
 * The caller's span, from its W3C traceparent, as the request span's parent: its trace and span
 * ids only. Its tracestate and baggage (up to kilobytes the caller writes) are not carried onto our
 * spans, and its "sampled" flag decides nothing (the SDK records every span).
 */
function callerSpan(request: FastifyRequest): Context {
  const extracted = trace.getSpanContext(propagation.extract(ROOT_CONTEXT, request.headers));
  if (!extracted || !trace.isSpanContextValid(extracted)) return ROOT_CONTEXT;
  return trace.setSpanContext(ROOT_CONTEXT, { traceId: extracted.traceId, spanId: extracted.spanId, traceFlags: TraceFlags.SAMPLED, isRemote: true });
}

export const tracing = fp(
  async (app) => {
    const endpoint = app.config.otlpEndpoint;
    if (!endpoint) return;
    const { startTracingSdk } = await import('../lib/tracing/sdk');
    const sdk = await startTracingSdk({ endpoint, serviceVersion: runningVersion() });
    // The origin only: a collector's address may carry a key (user:key@, ?api-key=).
    app.log.info({ collector: new URL(endpoint).origin }, 'tracing: spans go to the OTLP collector');

    const spans = tracer();
    const requestSpans = new WeakMap<FastifyRequest, Span>();
    // The rest of the request runs inside its span's context, from the first hook on: the session
    // lookup, the body's reading and the handler.
    app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
      const parent = callerSpan(request);
      const span = spans.startSpan(request.method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method, 'quorum.request_id': request.id } }, parent);
      requestSpans.set(request, span);
      context.with(trace.setSpan(parent, span), done);
    });
    const end = (request: FastifyRequest, status: number | undefined) => {
      const span = requestSpans.get(request);
      if (!span) return;
      requestSpans.delete(request);
      const route = request.routeOptions.url ?? 'unmatched';
      span.updateName(`${request.method} ${route}`);
      span.setAttribute('http.route', route);
      if (status === undefined) span.setStatus({ code: SpanStatusCode.ERROR, message: 'aborted by the client' });
      else {
        span.setAttribute('http.response.status_code', status);
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    };
    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      end(request, reply.statusCode);
      done();
    });
    app.addHook('onRequestAbort', (request: FastifyRequest, done: () => void) => {
      end(request, undefined);
      done();
    });

    const system = app.db.dialect === 'postgres' ? 'postgresql' : 'sqlite';
    app.db.observeStatements((seconds) => {
      const within = context.active();
      // Statements outside any span (a poll finding nothing to do) would each start a trace of their own.
      if (!trace.getSpan(within)) return;
      const endedAt = performance.timeOrigin + performance.now();
      spans.startSpan('db statement', { kind: SpanKind.CLIENT, startTime: endedAt - seconds * 1000, attributes: { 'db.system.name': system } }, within).end(endedAt);
    });
    // Closes after the modules (hooks run in reverse order of registration), so the spans of their
    // shutdown are sent too; the database closes after this.
    app.addHook('onClose', async () => {
      await sdk.shutdown();
    });
  },
  { name: 'tracing', dependencies: ['app-context'] },
);
