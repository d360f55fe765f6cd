import type { Db } from '@/server/db/db-types';

export function bannerRows(db: Db) {
  return db.selectFrom('banners').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export function featureRows(db: Db) {
  return db.selectFrom('features').selectAll().orderBy('sort_order').orderBy('id').execute();
}
