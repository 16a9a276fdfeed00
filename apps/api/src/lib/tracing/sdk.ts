/**
 * Starts OpenTelemetry's Node tracing SDK, exporting spans over OTLP/HTTP to `endpoint`
 * (OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base address; spans go to its /v1/traces). The SDK's
 * packages are imported here, when asked for, and nowhere else: without the variable none is loaded.
 */
export async function startTracingSdk(options: { endpoint: string; serviceVersion: string }): Promise<{ shutdown(): Promise<void> }> {
  const [{ AlwaysOnSampler, NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const provider = new NodeTracerProvider({
    // Every span is recorded: the "sampled" flag of a caller's traceparent is the caller's to set, and
    // following it would let anyone keep their requests out of the traces.
    sampler: new AlwaysOnSampler(),
    resource: resourceFromAttributes({ 'service.name': process.env['OTEL_SERVICE_NAME'] ?? 'quorum-api', 'service.version': options.serviceVersion }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces` }))],
  });
  // The context manager (AsyncLocalStorage), so a span's children find it across awaits, and the
  // W3C trace context propagator, so a caller's traceparent becomes the request span's parent.
  provider.register();
  return {
    async shutdown() {
      // The last spans, sent within a bound: a collector that accepts and never answers must not hold
      // the shutdown past what an orchestrator waits before it kills.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([provider.shutdown().catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, SHUTDOWN_WAIT_MS)))]);
      clearTimeout(timer);
      // The API's globals back to no-ops, so nothing holds on to a provider that is shut.
      const api = await import('@opentelemetry/api');
      api.trace.disable();
      api.context.disable();
      api.propagation.disable();
    },
  };
}

/** How long the shutdown waits for the collector to take the last spans. */
const SHUTDOWN_WAIT_MS = 2_000;
