// What the simulated shoppers were told about every order they tried to place: the truth
// the database is checked against after a crash or a load run.
import { randomUUID } from 'node:crypto';
import type { Order, PlaceOrderBody } from '@/contracts/order';
import { placeOrder, type Shopper } from './shop-client';

export type Outcome =
  /** 200: the shop said the order is placed. It must exist, exactly once, as answered. */
  | { kind: 'acknowledged'; order: Order }
  /** A 4xx (say 409 out of stock): the shop said no. */
  | { kind: 'refused'; status: number }
  /** No answer (connection cut, server gone) or a 5xx: retried with the same key later. */
  | { kind: 'unknown'; reason: string };

export interface Attempt {
  key: string;
  shopper: Shopper;
  body: PlaceOrderBody;
  outcome: Outcome;
  /** How many times it was sent: more than 1 when an answer was cut off. */
  tries: number;
}

export class OrderLedger {
  readonly attempts: Attempt[] = [];
  /** 5xx answers seen at any time: a refusal must be a 4xx, so each one is a finding. */
  readonly serverErrors: string[] = [];

  /** Places a new order and records what the shop said. */
  async place(origin: string, shopper: Shopper, body: PlaceOrderBody): Promise<Attempt> {
    const attempt: Attempt = {
      key: `resilience-${randomUUID()}`,
      shopper,
      body,
      outcome: { kind: 'unknown', reason: 'not sent' },
      tries: 0,
    };
    this.attempts.push(attempt);
    await this.send(origin, attempt);
    return attempt;
  }

  /** Sends an attempt again under its own key, as the shop's checkout retries. */
  async send(origin: string, attempt: Attempt): Promise<void> {
    attempt.tries += 1;
    try {
      const answer = await placeOrder(origin, attempt.shopper, attempt.body, attempt.key);
      if (answer.status === 200 && answer.results) {
        attempt.outcome = { kind: 'acknowledged', order: answer.results };
      } else if (answer.status >= 400 && answer.status < 500) {
        attempt.outcome = { kind: 'refused', status: answer.status };
      } else {
        this.serverErrors.push(`orders/add ${answer.status} ${answer.message ?? ''}`);
        attempt.outcome = { kind: 'unknown', reason: `HTTP ${answer.status}` };
      }
    } catch (error) {
      attempt.outcome = {
        kind: 'unknown',
        reason: error instanceof Error ? error.message : String(error),
      };
    }
  }

  unknown(): Attempt[] {
    return this.attempts.filter((attempt) => attempt.outcome.kind === 'unknown');
  }

  acknowledged(): Array<Attempt & { outcome: { kind: 'acknowledged'; order: Order } }> {
    return this.attempts.filter(
      (attempt): attempt is Attempt & { outcome: { kind: 'acknowledged'; order: Order } } =>
        attempt.outcome.kind === 'acknowledged',
    );
  }

  count(kind: Outcome['kind']): number {
    return this.attempts.filter((attempt) => attempt.outcome.kind === kind).length;
  }

  /**
   * Retries every unanswered attempt under its own key until the shop gives an answer: after
   * that, every order in the database should be one a shopper was told about.
   */
  async settle(origin: string, deadlineMs = 60_000): Promise<void> {
    const deadline = Date.now() + deadlineMs;
    let pending = this.unknown();
    while (pending.length > 0) {
      if (Date.now() > deadline) {
        throw new Error(
          `${pending.length} orders still unanswered after retries: ${pending[0]?.outcome.kind === 'unknown' ? pending[0].outcome.reason : ''}`,
        );
      }
      for (const attempt of pending) await this.send(origin, attempt);
      pending = this.unknown();
      if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
