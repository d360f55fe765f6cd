import { listEnvelopeSchema } from '@/contracts/envelope';
import { branchSchema, type Branch } from '@/contracts/shop-info';
import { apiClient } from '@/lib/api/api-client';
import type { Locale } from '@/lib/i18n/locales';

const branchListSchema = listEnvelopeSchema(branchSchema);

/**
 * GET /branches/list in the given language. Called from getServerSideProps: the branches
 * page is rendered on the server, so no SWR hook is needed (retry reloads the page).
 */
export async function getBranches(locale: Locale): Promise<Branch[]> {
  const response = await apiClient.get('/branches/list', { headers: { lang: locale } });
  return branchListSchema.parse(response.data).results;
}
