import type { Branch } from '@/contracts/shop-info';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import type { Locale } from '@/lib/i18n/locales';

/**
 * GET /branches/list in the given language. Called from getServerSideProps: the branches
 * page is rendered on the server, so no SWR hook is needed (retry reloads the page).
 */
export async function getBranches(locale: Locale): Promise<Branch[]> {
  const [response, schemas] = await Promise.all([
    apiClient.get('/branches/list', { headers: { lang: locale } }),
    callSchemas(),
  ]);
  return schemas.branchListResponse.parse(response.data).results;
}
