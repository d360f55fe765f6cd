import type { SqliteDatabase, SqliteStatement } from 'kysely';
import type Sqlite from 'libsql';

type Connection = InstanceType<typeof Sqlite>;

const STATEMENT_CACHE_SIZE = 256;

/**
 * libsql aborts the whole process (a Rust panic, not an exception) when a JS boolean is bound,
 * so every parameter passes through here on its way in: booleans become 0/1. Prepared
 * statements are also reused per SQL text, which saves a parse on every hot query.
 */
function bindable(parameters: readonly unknown[]): unknown[] {
  return parameters.map((value) => (typeof value === 'boolean' ? Number(value) : value));
}

export function sqliteAdapter(connection: Connection): SqliteDatabase {
  const cache = new Map<string, ReturnType<Connection['prepare']>>();

  function prepared(sql: string): ReturnType<Connection['prepare']> {
    let statement = cache.get(sql);
    if (statement) {
      // Re-insert so the map's order is least recently used first.
      cache.delete(sql);
    } else {
      statement = connection.prepare(sql);
      if (cache.size >= STATEMENT_CACHE_SIZE) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
    }
    cache.set(sql, statement);
    return statement;
  }

  return {
    close: () => {
      cache.clear();
      connection.close();
    },
    prepare(sql: string): SqliteStatement {
      const statement = prepared(sql);
      return {
        reader: statement.reader,
        all: (parameters) => statement.all(bindable(parameters)),
        run: (parameters) => statement.run(bindable(parameters)),
        // Iteration holds the statement open, so it gets one of its own.
        iterate: (parameters) => connection.prepare(sql).iterate(bindable(parameters)),
      };
    },
  };
}
