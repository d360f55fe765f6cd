// A redis-server of the cluster test's own, on a port of its own: the test stops it mid-load,
// which it must never do to the machine's shared Redis.
import net from 'node:net';
import { startChild, waitFor, type Child } from './child-process';

export interface OwnRedis {
  url: string;
  /** Stops it (SIGTERM): every instance loses its shared state. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty (it keeps nothing on disk). */
  start(): Promise<void>;
}

/** Whether something answers PING on `port`. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

export async function startOwnRedis(port: number): Promise<OwnRedis> {
  let child: Child | undefined;
  const start = async () => {
    const args = [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ];
    child = startChild('redis-server', args);
    await waitFor(`redis-server on port ${port}`, () => answersPing(port), 10_000, child);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async stop() {
      await child?.stop();
    },
  };
}
