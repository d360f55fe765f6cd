import { afterEach, describe, expect, it } from '@jest/globals';
import { trace } from '@opentelemetry/api';
import { traced, tracingOn } from './traced';

afterEach(() => {
  Reflect.deleteProperty(process.env, 'OTEL_EXPORTER_OTLP_ENDPOINT');
});

describe('traced', () => {
  it('is off without OTEL_EXPORTER_OTLP_ENDPOINT: the work runs bare, with no span around it', async () => {
    expect(tracingOn()).toBe(false);
    const result = await traced('order.place', {}, (span) => {
      expect(span).toBeUndefined();
      expect(trace.getActiveSpan()).toBeUndefined();
      return Promise.resolve(42);
    });
    expect(result).toBe(42);
  });

  it('with a collector configured, runs the work in a span of its own and passes on its failure', async () => {
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = 'http://127.0.0.1:4318';
    expect(tracingOn()).toBe(true);
    await expect(
      traced('order.place', {}, (span) => {
        expect(span).toBeDefined();
        return Promise.reject(new Error('out of stock'));
      }),
    ).rejects.toThrow('out of stock');
  });
});
