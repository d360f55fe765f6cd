import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { EngineKind } from '../engine';

/**
 * The few places where SQLite and PostgreSQL DDL differ. Everything else in a migration is
 * written once with Kysely's schema builder.
 */
export function withId<T extends string>(
  table: CreateTableBuilder<T>,
  engine: EngineKind,
): CreateTableBuilder<T, 'id'> {
  return engine === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

export const notNull = (col: ColumnDefinitionBuilder) => col.notNull();
export const zero = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);
export const emptyText = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo('');

/** A migration's view of the database: schema only, no table types. */
export type SchemaDb = Kysely<unknown>;

export interface EngineMigration {
  up(db: SchemaDb, engine: EngineKind): Promise<void>;
  down(db: SchemaDb, engine: EngineKind): Promise<void>;
}

/**
 * Raw bytes: BLOB on SQLite, bytea on PostgreSQL. Both take a Node Buffer as a parameter;
 * reads differ (libsql answers an ArrayBuffer, pg a Buffer), which media-repository.ts evens out.
 */
export const bytesType = (engine: EngineKind) => (engine === 'postgres' ? 'bytea' : 'blob');
