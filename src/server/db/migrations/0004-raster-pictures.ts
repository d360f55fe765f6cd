import { sql } from 'kysely';
import type { EngineMigration, SchemaDb } from './column-types';

/**
 * The shop's drawn pictures are served as WebP rather than SVG (scripts/images/rasterize.ts
 * says why): rows that name one of them by its old path are pointed at the new file. Only the
 * generated pictures' paths change; any other picture a seller set is left as it is.
 */
const DRAWN = /^(\/images\/(?:items|categories|banners)\/[a-z0-9-]+)\.(svg|webp)$/;

function renamed(path: string, to: 'svg' | 'webp'): string {
  const match = DRAWN.exec(path);
  return match ? `${match[1] ?? ''}.${to}` : path;
}

function renamedList(json: string, to: 'svg' | 'webp'): string {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) return json;
  const paths: unknown[] = parsed;
  return JSON.stringify(paths.map((path) => (typeof path === 'string' ? renamed(path, to) : path)));
}

type Row = { id: number; image: string; images?: string };

async function rename(db: SchemaDb, table: string, to: 'svg' | 'webp'): Promise<void> {
  const withList = table === 'items';
  const columns = withList ? sql`id, image, images` : sql`id, image`;
  const { rows } = await sql<Row>`select ${columns} from ${sql.table(table)}`.execute(db);
  for (const row of rows) {
    const image = renamed(row.image, to);
    const images = row.images === undefined ? undefined : renamedList(row.images, to);
    if (image === row.image && images === row.images) continue;
    await (
      images === undefined
        ? sql`update ${sql.table(table)} set image = ${image} where id = ${row.id}`
        : sql`update ${sql.table(table)} set image = ${image}, images = ${images} where id = ${row.id}`
    ).execute(db);
  }
}

const TABLES = ['categories', 'items', 'banners', 'order_lines'];

export const rasterPicturesMigration: EngineMigration = {
  async up(db) {
    for (const table of TABLES) await rename(db, table, 'webp');
  },
  async down(db) {
    for (const table of TABLES) await rename(db, table, 'svg');
  },
};
