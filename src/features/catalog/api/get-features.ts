import { featureSchema, type Feature } from '@/contracts/catalog';
import { listEnvelopeSchema } from '@/contracts/envelope';
import { apiClient } from '@/lib/api/api-client';
import { headersFor, type RequestOptions } from '../model/request-options';

const featureListSchema = listEnvelopeSchema(featureSchema);

/** GET /feature/list: the shop's service promises. */
export async function getFeatures(options: RequestOptions): Promise<Feature[]> {
  const response = await apiClient.get<unknown>('/feature/list', { headers: headersFor(options) });
  return featureListSchema.parse(response.data).results;
}
