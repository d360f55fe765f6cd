import type { Banner } from '@/contracts/catalog';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import { headersFor, type RequestOptions } from '../model/request-options';

/** GET /banner/list: the home page carousel, in order. */
export async function getBanners(options: RequestOptions): Promise<Banner[]> {
  const [response, schemas] = await Promise.all([
    apiClient.get('/banner/list', { headers: headersFor(options) }),
    callSchemas(),
  ]);
  return schemas.bannerListResponse.parse(response.data).results;
}
