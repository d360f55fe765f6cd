// Attempt budgets through the balancer: a burst spread over every instance gets no more tries
// than one instance's budget (docs/security.md, "Attempt limits").
import { DEFAULT_LIMITS } from '@/server/rate-limit/attempt-limits';
import type { Cluster } from './cluster';
import { countOf } from './probe';
import { request } from '../resilience/shop-client';

export interface BurstResult {
  /** Tries that reached the password or PIN check (answered 400). */
  checked: number;
  refused: number;
  other: number[];
  /** How many instances answered. */
  instances: number;
}

let addresses = 0;
/** A client address no other burst has used. */
const freshAddress = () => `10.88.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;
let names = 0;
const freshUsername = () =>
  `0100${String(Date.now()).slice(-3)}${String(++names).padStart(4, '0')}`;

async function burst(
  cluster: Cluster,
  path: string,
  body: unknown,
  count: number,
): Promise<BurstResult> {
  const ip = freshAddress();
  const answers = await Promise.all(
    Array.from({ length: count }, () => request(`${cluster.origin}/api${path}`, { body, ip })),
  );
  const statuses = answers.map((answer) => answer.status);
  return {
    checked: countOf(statuses, 400),
    refused: countOf(statuses, 429),
    other: statuses.filter((status) => status !== 400 && status !== 429),
    instances: new Set(answers.map((answer) => answer.upstream)).size,
  };
}

/** 15 wrong passwords for one account from one address, all at once. */
export function signInBurst(cluster: Cluster, username = freshUsername()): Promise<BurstResult> {
  return burst(cluster, '/user/login', { username, password: 'not-the-password' }, 15);
}

/** 15 wrong PINs for one account from one address, all at once. */
function pinBurst(cluster: Cluster, username = freshUsername()): Promise<BurstResult> {
  return burst(cluster, '/user/check-pin', { username, pin: '000000' }, 15);
}

export function describeBurst(what: string, result: BurstResult): string {
  return `${what}: ${result.checked} checked, ${result.refused} refused (429) over ${result.instances} instances`;
}

/** Problems, if the shared budgets let more through than one instance allows. */
export async function checkSharedBudgets(
  cluster: Cluster,
  log: (line: string) => void,
): Promise<string[]> {
  const problems: string[] = [];
  const cases = [
    {
      what: 'sign-in burst',
      result: await signInBurst(cluster),
      points: DEFAULT_LIMITS.signIn.pair.points,
    },
    { what: 'PIN burst', result: await pinBurst(cluster), points: DEFAULT_LIMITS.pin.pair.points },
  ];
  for (const { what, result, points } of cases) {
    log(`  ${describeBurst(what, result)}; one instance allows ${points}`);
    if (result.checked !== points)
      problems.push(`${what}: ${result.checked} tries checked, budget ${points}`);
    if (result.other.length > 0)
      problems.push(`${what}: unexpected statuses ${result.other.join(',')}`);
    if (result.instances < cluster.instances.length)
      problems.push(
        `${what}: reached only ${result.instances} of ${cluster.instances.length} instances`,
      );
  }
  return problems;
}
