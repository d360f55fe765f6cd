import { expect, it } from '@jest/globals';
import type { User } from '@/contracts/account';
import { isUniqueViolation } from '@/server/db/db-errors';
import { uniqueContactsMigration } from '@/server/db/migrations/0006-unique-contacts';
import type { SchemaDb } from '@/server/db/migrations/column-types';
import { DEFAULT_PASSWORD, registerCustomer, uniquePhone } from './support/accounts';
import { describeApi } from './support/describe-api';

describeApi('unique e-mails and phones on a database that already shares some', (suite) => {
  it('migrates without failing, keeps every account as it was, and refuses new sharing', async () => {
    const { db } = suite.server;
    const engine = suite.server.database.engine;
    // What Kysely's Migrator hands a migration: the same connection, without table types.
    const migrationDb = db as unknown as SchemaDb;
    const older = await registerCustomer(suite.api, { email: 'shared.mail@example.com' });
    const newer = await registerCustomer(suite.api);

    // A database from before the rule, where the newer account shares both of the older's.
    await uniqueContactsMigration.down(migrationDb, engine);
    await db
      .updateTable('users')
      .set({ phone: older.user.phone, email: 'Shared.Mail@Example.com' })
      .where('id', '=', newer.user.id)
      .execute();

    await expect(uniqueContactsMigration.up(migrationDb, engine)).resolves.toBeUndefined();
    const kept = await db
      .selectFrom('users')
      .select(['id', 'phone', 'email'])
      .where('id', 'in', [older.user.id, newer.user.id])
      .orderBy('id')
      .execute();
    expect(kept).toEqual([
      { id: older.user.id, phone: older.user.phone, email: 'shared.mail@example.com' },
      { id: newer.user.id, phone: older.user.phone, email: 'Shared.Mail@Example.com' },
    ]);

    // The newer sharer still edits its profile; the form sends its phone and e-mail along.
    const rename = await suite.api.post<User>(
      '/user/update_account',
      { name: 'Still Editable', phone: older.user.phone, email: 'shared.mail@example.com' },
      { token: newer.token },
    );
    expect(rename.status).toBe(200);
    expect(rename.body.results?.name).toBe('Still Editable');

    // The database refuses a third holder of either value...
    for (const value of [{ phone: older.user.phone }, { email: 'SHARED.MAIL@example.com' }]) {
      const third = db
        .insertInto('users')
        .values({
          username: `third.${uniquePhone()}@example.com`,
          name: 'Third Sharer',
          email: null,
          phone: uniquePhone(),
          role: 'customer',
          password_hash: 'x',
          created_at: 1,
          updated_at: 1,
          ...value,
        })
        .execute();
      await expect(third.catch((error: unknown) => isUniqueViolation(error))).resolves.toBe(true);
    }
    // ...and the API refuses anyone taking them, by sign-up or by a change.
    const signUp = await suite.api.post('/user/register', {
      name: 'Late Comer',
      username: uniquePhone(),
      phone: older.user.phone,
      password: DEFAULT_PASSWORD,
    });
    expect(signUp.status).toBe(409);
    expect(Object.keys(signUp.body.errors ?? {})).toEqual(['phone']);
    const customer = await registerCustomer(suite.api);
    const change = await suite.api.post(
      '/user/update_account',
      { email: 'SHARED.mail@example.com', password: customer.password },
      { token: customer.token },
    );
    expect(change.status).toBe(409);
    expect(Object.keys(change.body.errors ?? {})).toEqual(['email']);
  });
});
