import type { Feature } from '@/contracts/catalog';
import { call } from '@/lib/api/call';
import type { RequestOptions } from '../model/request-options';

/** GET /feature/list: the shop's service promises. */
export async function getFeatures(options: RequestOptions): Promise<Feature[]> {
  return (await call('featureList', {}, options)).results;
}
