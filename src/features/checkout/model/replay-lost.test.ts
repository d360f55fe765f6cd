import { describe, expect, it, jest } from '@jest/globals';
import { isOutcomeUnknown, sendUntilAnswered } from './replay-lost';

/** What axios gives for a request whose answer never came, or for a shop's own answer. */
const lost = () => Object.assign(new Error('Network Error'), { isAxiosError: true });
const answered = (status: number) =>
  Object.assign(new Error(`status ${status}`), { isAxiosError: true, response: { status } });

function sender(outcomes: Array<Error | string>) {
  const calls = { count: 0 };
  const send = () => {
    const outcome = outcomes[calls.count] ?? 'never asked for';
    calls.count += 1;
    return typeof outcome === 'string' ? Promise.resolve(outcome) : Promise.reject(outcome);
  };
  return { send, calls };
}

const waits: number[] = [];
const wait = (ms: number) => {
  waits.push(ms);
  return Promise.resolve();
};

describe('placing an order whose answer is lost', () => {
  it('asks again after a lost answer and gives the order the shop had made', async () => {
    waits.length = 0;
    const { send, calls } = sender([lost(), 'order 7']);
    const onChecking = jest.fn();
    await expect(sendUntilAnswered(send, { onChecking, wait })).resolves.toBe('order 7');
    expect(calls.count).toBe(2);
    expect(onChecking).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([1000]);
  });

  it('backs off, then says the outcome is unknown, never "nothing was ordered"', async () => {
    waits.length = 0;
    const { send, calls } = sender([lost(), lost(), answered(504), lost()]);
    const failure = await sendUntilAnswered(send, { wait }).catch((error: unknown) => error);
    expect(isOutcomeUnknown(failure)).toBe(true);
    expect(calls.count).toBe(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('passes on what the shop itself refused, at once or on a replay', async () => {
    const refused = answered(422);
    const first = sender([refused]);
    await expect(sendUntilAnswered(first.send, { wait })).rejects.toBe(refused);
    expect(first.calls.count).toBe(1);
    const later = sender([lost(), refused]);
    const onChecking = jest.fn();
    await expect(sendUntilAnswered(later.send, { wait, onChecking })).rejects.toBe(refused);
    expect(onChecking).toHaveBeenCalledTimes(1);
    expect(isOutcomeUnknown(refused)).toBe(false);
  });

  it('does not replay or announce anything when the first answer comes', async () => {
    const { send, calls } = sender(['order 8']);
    const onChecking = jest.fn();
    await expect(sendUntilAnswered(send, { wait, onChecking })).resolves.toBe('order 8');
    expect(calls.count).toBe(1);
    expect(onChecking).not.toHaveBeenCalled();
  });
});
