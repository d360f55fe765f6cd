// One invariant of the shop, checked by firing requests at the running production server.
import type { BurstShop } from './burst-shop';
import type { Verdict } from './burst';

export interface BurstCase {
  name: string;
  /** What must hold however the requests interleave, in a sentence. */
  invariant: string;
  run(shop: BurstShop): Promise<Verdict>;
}
