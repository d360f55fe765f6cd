import { describe, expect, it } from '@jest/globals';
import { memoryVerdict, type MemorySample } from '../../../scripts/resilience/memory-trend';

const MiB = 2 ** 20;

/** One sample a second for `seconds`, from a function of time. */
const run = (seconds: number, bytesAt: (at: number) => number): MemorySample[] =>
  Array.from({ length: seconds }, (_, at) => ({ at, bytes: bytesAt(at) }));

describe('memoryVerdict (npm run test:load)', () => {
  it('calls a server flat when only the garbage collector saw-tooth moves after warm-up', () => {
    const sawTooth = run(60, (at) =>
      at < 20 ? 100 * MiB + at * 10 * MiB : 300 * MiB + (at % 5) * 15 * MiB,
    );
    const verdict = memoryVerdict(sawTooth, 20);
    expect(verdict.flat).toBe(true);
    expect(verdict.early).toBe(verdict.late);
  });

  it('ignores whatever happened during warm-up', () => {
    const verdict = memoryVerdict(
      run(60, (at) => (at < 20 ? at * 50 * MiB : 300 * MiB)),
      20,
    );
    expect(verdict.flat).toBe(true);
  });

  it('catches a leak that keeps growing with traffic', () => {
    const leak = run(60, (at) => 300 * MiB + at * 3 * MiB);
    const verdict = memoryVerdict(leak, 20);
    expect(verdict.flat).toBe(false);
    expect(verdict.growth).toBeGreaterThan(verdict.allowed);
  });

  it('allows a small heap its ordinary drift, a large one a tenth of itself', () => {
    const small = run(60, (at) => (at < 40 ? 50 * MiB : 70 * MiB));
    expect(memoryVerdict(small, 20).flat).toBe(true);
    const large = run(60, (at) => (at < 40 ? 500 * MiB : 540 * MiB));
    expect(memoryVerdict(large, 20).flat).toBe(true);
    const tooMuch = run(60, (at) => (at < 40 ? 500 * MiB : 560 * MiB));
    expect(memoryVerdict(tooMuch, 20).flat).toBe(false);
  });

  it('refuses to judge a run too short to have anything after warm-up', () => {
    expect(() =>
      memoryVerdict(
        run(20, () => MiB),
        20,
      ),
    ).toThrow(/Too few/);
  });
});
