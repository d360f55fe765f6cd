import v8 from 'node:v8';
import vm from 'node:vm';

let collect: (() => void) | undefined;

/**
 * libsql keeps a closed SQLite connection open, locks and all, until the statements it
 * prepared are garbage-collected. A shop that stops releases its connection by exiting; a
 * test that stops "the shop" inside its own process collects them instead, so that what
 * follows (a restore, which refuses a database in use) sees the database as really closed.
 */
export async function releaseClosedConnections(): Promise<void> {
  if (!collect) {
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as () => void;
  }
  // The statements' finalizers may run only after the collection, on a later turn.
  for (let round = 0; round < 3; round += 1) {
    collect();
    await new Promise((resolve) => setImmediate(resolve));
  }
}
