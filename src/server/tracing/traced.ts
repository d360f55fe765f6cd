import { SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';

/**
 * Tracing is on when OTEL_EXPORTER_OTLP_ENDPOINT is set (start-tracing.ts). Read from the
 * environment, not from a flag in a module: the instrumentation hook that starts it and the
 * API routes that make spans are separate webpack runtimes, which share only the process.
 * Off, a traced call is this one check and the call itself.
 */
export const tracingOn = (): boolean => Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim());

/** The name the shop's spans carry as their instrumentation scope. */
export const TRACER_NAME = 'dakahlia-shop';

type Options = { kind?: SpanKind; attributes?: Attributes };

/**
 * Runs `work` inside a span of that name when tracing is on (the span ends when it settles,
 * marked as an error if it throws); runs it bare otherwise. The span is the active one for
 * whatever `work` calls, so the spans a library makes beneath it (Next's, the database
 * driver's) nest under it.
 */
export function traced<T>(
  name: string,
  options: Options,
  work: (span: Span | undefined) => Promise<T>,
): Promise<T> {
  if (!tracingOn()) return work(undefined);
  const tracer = trace.getTracer(TRACER_NAME);
  return tracer.startActiveSpan(
    name,
    { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes },
    async (span) => {
      try {
        return await work(span);
      } catch (error) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

export { SpanKind, SpanStatusCode };
