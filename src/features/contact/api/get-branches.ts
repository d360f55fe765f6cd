import type { Branch } from '@/contracts/shop-info';
import { call } from '@/lib/api/call';
import type { Locale } from '@/lib/i18n/locales';

/**
 * GET /branches/list in the given language. Called from getServerSideProps: the branches
 * page is rendered on the server, so no SWR hook is needed (retry reloads the page).
 */
export async function getBranches(locale: Locale): Promise<Branch[]> {
  return (await call('branchesList', {}, { locale })).results;
}
