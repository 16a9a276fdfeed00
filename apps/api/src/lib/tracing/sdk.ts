/**
 * Starts OpenTelemetry's Node tracing SDK, exporting spans over OTLP/HTTP to `endpoint`
 * (OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base address; spans go to its /v1/traces). The SDK's
 * packages are imported here, when asked for, and nowhere else: without the variable none is loaded.
 */
export async function startTracingSdk(options: { endpoint: string; serviceVersion: string }): Promise<{ shutdown(): Promise<void> }> {
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env['OTEL_SERVICE_NAME'] ?? 'quorum-api', 'service.version': options.serviceVersion }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces` }))],
  });
  // The context manager (AsyncLocalStorage), so a span's children find it across awaits, and the
  // W3C trace context propagator, so a caller's traceparent becomes the request span's parent.
  provider.register();
  return { shutdown: () => provider.shutdown() };
}
