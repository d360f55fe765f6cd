import type { Banner, Feature } from '@/contracts/catalog';
import type { Locale } from '@/lib/i18n/locales';
import type { Db } from '@/server/db/db-types';
import { bannerRows, featureRows } from './promotion-repository';

/** Banners and service promises: short lists, read whole and localised. */
export async function listBanners(db: Db, locale: Locale): Promise<Banner[]> {
  const rows = await bannerRows(db);
  const ar = locale === 'ar';
  return rows.map((row) => ({
    id: row.id,
    title: ar ? row.title_ar : row.title_en,
    subtitle: ar ? row.subtitle_ar : row.subtitle_en,
    image: row.image,
    link: row.link,
  }));
}

export async function listFeatures(db: Db, locale: Locale): Promise<Feature[]> {
  const rows = await featureRows(db);
  const ar = locale === 'ar';
  return rows.map((row) => ({
    id: row.id,
    title: ar ? row.title_ar : row.title_en,
    subtitle: ar ? row.subtitle_ar : row.subtitle_en,
    icon: row.icon,
  }));
}
