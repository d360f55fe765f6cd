import type { Banner } from '@/contracts/catalog';
import { call } from '@/lib/api/call';
import type { RequestOptions } from '../model/request-options';

/** GET /banner/list: the home page carousel, in order. */
export async function getBanners(options: RequestOptions): Promise<Banner[]> {
  return (await call('bannerList', {}, options)).results;
}
