import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as the collector received it (OTLP/HTTP JSON), with its resource's attributes. */
export interface CollectedSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  /** 2 is an error (OTLP's STATUS_CODE_ERROR). */
  statusCode: number;
  attributes: Record<string, string | number | boolean>;
  resource: Record<string, string | number | boolean>;
}

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean };
type KeyValue = { key: string; value: AnyValue };
type ExportRequest = {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      spans?: {
        name: string;
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        status?: { code?: number };
        attributes?: KeyValue[];
      }[];
    }[];
  }[];
};

function flat(attributes: KeyValue[] = []): CollectedSpan['attributes'] {
  return Object.fromEntries(
    attributes.map(({ key, value }) => [
      key,
      value.stringValue ??
        (value.intValue !== undefined ? Number(value.intValue) : (value.boolValue ?? '')),
    ]),
  );
}

/**
 * An OpenTelemetry collector's OTLP/HTTP trace receiver on a free port (or the one given):
 * keeps every span POSTed as JSON to /v1/traces, or answers the next requests with failNext's
 * statuses (a collector restarting answers 503, and the exporter is to send again).
 */
export async function startFakeOtlpCollector(port = 0) {
  const spans: CollectedSpan[] = [];
  const statuses: number[] = [];
  const failures: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const failure = failures.shift();
      const status =
        req.method !== 'POST' || req.url !== '/v1/traces'
          ? 404
          : !req.headers['content-type']?.startsWith('application/json')
            ? 415
            : (failure ?? 200);
      statuses.push(status);
      if (status === 200) {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest;
        for (const group of body.resourceSpans ?? []) {
          const resource = flat(group.resource?.attributes);
          for (const scope of group.scopeSpans ?? [])
            for (const span of scope.spans ?? [])
              spans.push({
                name: span.name,
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId || undefined,
                statusCode: span.status?.code ?? 0,
                attributes: flat(span.attributes),
                resource,
              });
        }
      }
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status === 200 ? '{}' : '{"message":"unavailable"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    spans,
    /** Every answer given, in order. */
    statuses,
    failNext: (...codes: number[]) => failures.push(...codes),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
