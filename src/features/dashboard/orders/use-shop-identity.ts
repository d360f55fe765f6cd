import { useTranslation } from 'next-i18next/pages';
import { site } from '@/config/site';
import type { ShopIdentity } from './packing-slip-text';

/** The shop as the slip names it: its name in the page's language and its phone (site.ts). */
export function useShopIdentity(): ShopIdentity {
  const { t } = useTranslation('common');
  return { name: t('shop.name'), phone: site.phone };
}
