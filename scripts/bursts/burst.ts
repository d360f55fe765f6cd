// What every burst case is made of: requests sent at the same moment, the statuses they got,
// and the verdict a case reaches about one invariant.
import { call, type Answer, type RequestOptions } from '../resilience/shop-client';

/** What a case saw, and each way the invariant failed (none when it held). */
export interface Verdict {
  observed: string;
  problems: string[];
}

/** `count` calls built by `make(index)`, sent together: none waits for another's answer. */
export async function together<T>(
  count: number,
  make: (index: number) => Promise<Answer<T>>,
): Promise<Answer<T>[]> {
  // Built first, then released at once, so the first requests are not on their way before
  // the last ones are made.
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const sent = Array.from({ length: count }, async (_, index) => {
    await gate;
    return make(index);
  });
  release();
  return Promise.all(sent);
}

/** `count` identical calls at once. */
export function burstOf<T>(
  count: number,
  origin: string,
  path: string,
  options: RequestOptions | ((index: number) => RequestOptions),
): Promise<Answer<T>[]> {
  return together(count, (index) =>
    call<T>(origin, path, typeof options === 'function' ? options(index) : options),
  );
}

/** How many answers had each status, as `200×5 409×7`. */
export function tally(answers: readonly { status: number }[]): string {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
}

export const countStatus = (answers: readonly { status: number }[], status: number) =>
  answers.filter((answer) => answer.status === status).length;

/**
 * The problems every burst shares: no answer of the server's own failure (5xx), and only the
 * statuses the case expects (a refusal is an answer; a 500 is the shop losing track).
 */
export function statusProblems(
  answers: readonly { status: number; message?: string; errors?: Record<string, string> }[],
  allowed: readonly number[],
): string[] {
  const odd = answers.filter((answer) => !allowed.includes(answer.status));
  if (odd.length === 0) return [];
  const first = odd[0];
  return [
    `unexpected statuses ${tally(odd)} (allowed ${allowed.join(', ')})${first?.message ? `: "${first.message}"` : ''}${first?.errors ? ` ${JSON.stringify(first.errors)}` : ''}`,
  ];
}

/** The value of `answer`, or an error naming what failed: for a case's own setup calls. */
export function expectOk<T>(answer: Answer<T>, what: string): T {
  if (answer.status !== 200 || answer.results === undefined) {
    throw new Error(`${what}: ${answer.status} ${answer.message ?? ''}`);
  }
  return answer.results;
}
