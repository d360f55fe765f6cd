import { bannerSchema, type Banner } from '@/contracts/catalog';
import { listEnvelopeSchema } from '@/contracts/envelope';
import { apiClient } from '@/lib/api/api-client';
import { headersFor, type RequestOptions } from '../model/request-options';

const bannerListSchema = listEnvelopeSchema(bannerSchema);

/** GET /banner/list: the home page carousel, in order. */
export async function getBanners(options: RequestOptions): Promise<Banner[]> {
  const response = await apiClient.get<unknown>('/banner/list', { headers: headersFor(options) });
  return bannerListSchema.parse(response.data).results;
}
