import type { Feature } from '@/contracts/catalog';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import { headersFor, type RequestOptions } from '../model/request-options';

/** GET /feature/list: the shop's service promises. */
export async function getFeatures(options: RequestOptions): Promise<Feature[]> {
  const [response, schemas] = await Promise.all([
    apiClient.get('/feature/list', { headers: headersFor(options) }),
    callSchemas(),
  ]);
  return schemas.featureListResponse.parse(response.data).results;
}
