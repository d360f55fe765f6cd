// Counts and latencies per kind of visit during `npm run test:load`.

interface Kind {
  latencies: number[];
  statuses: Map<number, number>;
  failures: string[];
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

export class LoadTally {
  private readonly kinds = new Map<string, Kind>();
  /** Requests not sent because too many were already waiting (the server fell behind). */
  skipped = 0;

  private kind(name: string): Kind {
    let kind = this.kinds.get(name);
    if (!kind) {
      kind = { latencies: [], statuses: new Map(), failures: [] };
      this.kinds.set(name, kind);
    }
    return kind;
  }

  /** Runs one visit, recording its status (or its failure) and how long it took. */
  async measure(name: string, visit: () => Promise<number>): Promise<void> {
    const kind = this.kind(name);
    const started = performance.now();
    try {
      const status = await visit();
      kind.statuses.set(status, (kind.statuses.get(status) ?? 0) + 1);
    } catch (error) {
      kind.failures.push(error instanceof Error ? error.message : String(error));
    } finally {
      kind.latencies.push(performance.now() - started);
    }
  }

  /** 5xx answers, requests that got no answer at all, and a server that fell behind. */
  problems(): string[] {
    const found: string[] = [];
    for (const [name, kind] of this.kinds) {
      for (const [status, count] of kind.statuses) {
        if (status >= 500) found.push(`${name}: ${count} x HTTP ${status}`);
      }
      if (kind.failures.length > 0)
        found.push(`${name}: ${kind.failures.length} without an answer (${kind.failures[0]})`);
    }
    if (this.skipped > 0)
      found.push(`${this.skipped} requests not sent: the server fell behind the rate`);
    return found;
  }

  print(elapsedSeconds: number): void {
    const rows = [...this.kinds].map(([name, kind]) => {
      const sorted = [...kind.latencies].sort((a, b) => a - b);
      const statuses = [...kind.statuses].map(([status, count]) => `${status}:${count}`).join(' ');
      return `  ${name.padEnd(18)} ${String(kind.latencies.length).padStart(5)}  p50 ${percentile(sorted, 50).toFixed(0).padStart(5)} ms  p95 ${percentile(sorted, 95).toFixed(0).padStart(5)} ms  ${statuses}${kind.failures.length ? ` failed:${kind.failures.length}` : ''}`;
    });
    const count = [...this.kinds.values()].reduce((sum, kind) => sum + kind.latencies.length, 0);
    console.log(
      `${count} requests in ${elapsedSeconds.toFixed(1)} s (${(count / elapsedSeconds).toFixed(1)}/s):`,
    );
    console.log(rows.join('\n'));
  }
}
