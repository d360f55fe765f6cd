import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { EngineKind } from '../engine';
import { catalogMigration } from './0001-catalog';
import { accountsMigration } from './0002-accounts';
import { ordersMigration } from './0003-orders';
import { rasterPicturesMigration } from './0004-raster-pictures';
import { oneDefaultAddressMigration } from './0005-one-default-address';
import { uniqueContactsMigration } from './0006-unique-contacts';
import { orderHistoryMigration } from './0007-order-history';
import { staffAuditMigration } from './0008-staff-audit';
import { itemPriceHistoryMigration } from './0009-item-price-history';
import { mediaMigration } from './0010-media';
import { poultryOptionsMigration } from './0011-poultry-options';
import { deliverySlotsMigration } from './0012-delivery-slots';
import { shopFactsMigration } from './0013-shop-facts';
import { searchSynonymsMigration } from './0014-search-synonyms';
import { orderLineLimitsMigration } from './0015-order-line-limits';
import { outboxRedactionMigration } from './0016-outbox-redaction';
import { weighedStockInGramsMigration } from './0017-weighed-stock-in-grams';
import { messageOutboxMigration } from './0018-message-outbox';
import { staffAccountsMigration } from './0019-staff-accounts';
import { driverRoundsMigration } from './0020-driver-rounds';
import { searchQueriesMigration } from './0021-search-queries';
import { reviewsComplaintsMigration } from './0022-reviews-complaints';
import type { EngineMigration } from './column-types';

/** Every migration, in order. Names are permanent: add new files, never rename old ones. */
const MIGRATIONS: Record<string, EngineMigration> = {
  '0001-catalog': catalogMigration,
  '0002-accounts': accountsMigration,
  '0003-orders': ordersMigration,
  '0004-raster-pictures': rasterPicturesMigration,
  '0005-one-default-address': oneDefaultAddressMigration,
  '0006-unique-contacts': uniqueContactsMigration,
  '0007-order-history': orderHistoryMigration,
  '0008-staff-audit': staffAuditMigration,
  '0009-item-price-history': itemPriceHistoryMigration,
  '0010-media': mediaMigration,
  '0011-poultry-options': poultryOptionsMigration,
  '0012-delivery-slots': deliverySlotsMigration,
  '0013-shop-facts': shopFactsMigration,
  '0014-search-synonyms': searchSynonymsMigration,
  '0015-order-line-limits': orderLineLimitsMigration,
  '0016-outbox-redaction': outboxRedactionMigration,
  '0017-weighed-stock-in-grams': weighedStockInGramsMigration,
  '0018-message-outbox': messageOutboxMigration,
  '0019-staff-accounts': staffAccountsMigration,
  '0020-driver-rounds': driverRoundsMigration,
  '0021-search-queries': searchQueriesMigration,
  '0022-reviews-complaints': reviewsComplaintsMigration,
};

/** Kysely's provider, with each migration told which engine it runs on. */
export function migrationProvider(engine: EngineKind): MigrationProvider {
  return {
    getMigrations() {
      const migrations: Record<string, Migration> = {};
      for (const [name, migration] of Object.entries(MIGRATIONS)) {
        migrations[name] = {
          up: (db: Kysely<unknown>) => migration.up(db, engine),
          down: (db: Kysely<unknown>) => migration.down(db, engine),
        };
      }
      return Promise.resolve(migrations);
    },
  };
}

export const LATEST_MIGRATION = Object.keys(MIGRATIONS).at(-1) ?? '';
