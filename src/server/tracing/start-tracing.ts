import { log } from '@/server/log';
import { onShutdown, SHUTDOWN_ORDER } from '@/server/shutdown-hooks';
import { TRACER_NAME, tracingOn } from './traced';

/**
 * Optional OpenTelemetry tracing (issue 42): with OTEL_EXPORTER_OTLP_ENDPOINT set, the process
 * registers a tracer provider that sends spans in batches over OTLP/HTTP (JSON) to
 * `<endpoint>/v1/traces`; Next's own spans (the request, the page render) and the shop's (each
 * API route by its table path, order placement) then reach the collector. The exporter reads
 * the standard OTEL_* variables too (OTEL_EXPORTER_OTLP_HEADERS for a collector's key,
 * OTEL_BSP_SCHEDULE_DELAY, OTEL_SERVICE_NAME). Unset, none of this code is even loaded: the
 * SDK is imported here, on demand, and a traced call costs one environment read.
 */
export async function startTracing(): Promise<void> {
  if (!tracingOn()) return;
  const [{ NodeTracerProvider }, { BatchSpanProcessor }, { OTLPTraceExporter }, resources] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
  const provider = new NodeTracerProvider({
    resource: resources.defaultResource().merge(
      resources.resourceFromAttributes({
        'service.name': process.env.OTEL_SERVICE_NAME ?? TRACER_NAME,
        'service.instance.id': `${process.pid}`,
      }),
    ),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  // The spans still buffered go out before the process ends, ahead of the database closing.
  onShutdown({
    name: 'tracing',
    order: SHUTDOWN_ORDER.flushWrites,
    run: () => provider.shutdown(),
  });
  log.info('tracing.started', {
    collector: new URL(process.env.OTEL_EXPORTER_OTLP_ENDPOINT ?? '').host,
  });
}
