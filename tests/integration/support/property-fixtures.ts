import sharp from 'sharp';
import type { Order } from '@/contracts/order';
import { hashPassword } from '@/server/auth/passwords';
import { authenticate, issueToken } from '@/server/auth/sessions';
import type { Db } from '@/server/db/db-types';
import type { ZoneRow } from '@/server/modules/delivery/zone-repository';
import { createAddress, DEFAULT_PASSWORD, registerCustomer, uniquePhone } from './accounts';
import type { ApiClient } from './api-client';
import type { ShopFacts } from './arbitraries/hints';
import { latestPin } from './outbox';
import { openSlotId } from './orders';

/** Small real pictures for the upload routes: a PNG and a JPEG, just above the minimum size. */
async function samplePictures(): Promise<Uint8Array[]> {
  const canvas = () =>
    sharp({ create: { width: 240, height: 260, channels: 3, background: '#c8641e' } });
  const made = await Promise.all([canvas().png().toBuffer(), canvas().jpeg().toBuffer()]);
  return made.map((buffer) => new Uint8Array(buffer));
}

interface Account {
  id: number;
  username: string;
  token: string;
}

/**
 * The accounts and rows the property tests need, and the state they must start each route
 * from: a previous route's runs may have signed the customer out, changed its password or
 * deleted its addresses, which is their right.
 */
export class PropertyFixtures {
  private constructor(
    private readonly db: Db,
    private readonly api: ApiClient,
    readonly customer: Account,
    readonly admin: Account,
    /** A driver, for the drivers' routes (their rounds are made by the properties). */
    readonly driver: Account,
    /** An account with an e-mail username, whose reset PIN the properties may guess right. */
    private readonly resetUser: Account,
    private readonly passwordHash: string,
    private pin: string,
    /** The seeded zones, which an admin's generated zone writes may change or switch off. */
    private readonly zones: readonly ZoneRow[],
    private readonly pictures: readonly Uint8Array[],
  ) {}

  static async create(db: Db, api: ApiClient): Promise<PropertyFixtures> {
    const customer = await registerCustomer(api);
    const admin = await registerCustomer(api);
    await db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.user.id).execute();
    const driver = await registerCustomer(api);
    await db
      .updateTable('users')
      .set({ role: 'driver' })
      .where('id', '=', driver.user.id)
      .execute();
    const email = `reset.${uniquePhone()}@example.com`;
    const resetUser = await registerCustomer(api, { username: email, email });
    const account = (registered: typeof customer): Account => ({
      id: registered.user.id,
      username: registered.user.username,
      token: registered.token,
    });
    const fixtures = new PropertyFixtures(
      db,
      api,
      account(customer),
      account(admin),
      account(driver),
      account(resetUser),
      await hashPassword(DEFAULT_PASSWORD),
      '',
      await db.selectFrom('delivery_zones').selectAll().execute(),
      await samplePictures(),
    );
    for (const owner of [customer, customer, admin]) {
      const address = await createAddress(api, owner.token, 1);
      await fixtures.placeOrder(owner.token, address.id);
    }
    return fixtures;
  }

  private async placeOrder(token: string, addressId: number): Promise<void> {
    // An item sold by weight, so the orders have a line the weights route can weigh.
    const item = await this.db
      .selectFrom('items')
      .select(['id', 'weight_options'])
      .where('stock', '>', 0)
      .where('weight_options', '!=', '[]')
      .executeTakeFirstOrThrow();
    const [grams] = JSON.parse(item.weight_options) as number[];
    const line = { item_id: item.id, qty: 1, weight: (grams ?? 1000) / 1000 };
    // The fixtures' addresses are in the first zone.
    const body = { address_id: addressId, items: [line], slot_id: await openSlotId(this.api, 1) };
    const response = await this.api.post<Order>('/user/orders/add', body, { token });
    if (response.status !== 200) throw new Error(`order failed: ${JSON.stringify(response.body)}`);
  }

  /** A live token for `account`, issued again when a logout or password reset revoked it. */
  private async liveToken(account: Account): Promise<string> {
    if (!(await authenticate(this.db, account.token)))
      account.token = await issueToken(this.db, account.id);
    return account.token;
  }

  async tokenOf(caller: 'customer' | 'admin' | 'driver'): Promise<string> {
    return this.liveToken(this[caller]);
  }

  /**
   * Back to a known state before a route's property: live tokens, the known password, the
   * seeded delivery zones, a fresh reset PIN, at least one address. Returns what the generators may use.
   */
  async reset(): Promise<ShopFacts> {
    const accounts = [this.customer, this.admin, this.driver, this.resetUser];
    await this.db
      .updateTable('users')
      .set({ password_hash: this.passwordHash })
      .where(
        'id',
        'in',
        accounts.map((account) => account.id),
      )
      .execute();
    for (const account of accounts) await this.liveToken(account);
    for (const { id, ...zone } of this.zones) {
      await this.db.updateTable('delivery_zones').set(zone).where('id', '=', id).execute();
    }
    await this.api.post('/user/forget_password', { username: this.resetUser.username });
    this.pin = await latestPin(this.db, this.resetUser.username);
    if ((await this.idsOf('addresses', this.customer.id)).length === 0) {
      await createAddress(this.api, this.customer.token, 1);
    }
    return this.facts();
  }

  /** The lines of every order, which the weights route names. */
  private async lineIds(): Promise<number[]> {
    const rows = await this.db.selectFrom('order_lines').select('id').orderBy('id').execute();
    return rows.map((row) => row.id);
  }

  /** Every item's weights (kg) and live options, for the order and item bodies. */
  private async choices(): Promise<Pick<ShopFacts, 'weights' | 'optionIds' | 'weighedItems'>> {
    const [items, options] = await Promise.all([
      this.db
        .selectFrom('items')
        .select(['id', 'weight_options'])
        .where('unit_code', '=', 'kg')
        .execute(),
      this.db
        .selectFrom('item_options')
        .select(['id', 'item_id', 'option_group'])
        .where('retired', '=', 0)
        .execute(),
    ]);
    const weighedItems = items.flatMap((item) => {
      const weights = (JSON.parse(item.weight_options) as number[]).map((g) => g / 1000);
      if (weights.length === 0) return [];
      // The first option of each group: at most one per group is a valid choice.
      const firsts = new Map<string, number>();
      for (const option of options.filter((row) => row.item_id === item.id)) {
        if (!firsts.has(option.option_group)) firsts.set(option.option_group, option.id);
      }
      return [{ id: item.id, weights, optionIds: [...firsts.values()] }];
    });
    return {
      weights: [...new Set(weighedItems.flatMap((item) => item.weights))].sort((a, b) => a - b),
      optionIds: options.map((row) => row.id),
      weighedItems,
    };
  }

  private async idsOf(table: 'addresses' | 'orders', userId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom(table)
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    return rows.map((row) => row.id);
  }

  private async facts(): Promise<ShopFacts> {
    const ids = async (table: 'items' | 'categories' | 'delivery_zones') =>
      (await this.db.selectFrom(table).select('id').orderBy('id').execute()).map((row) => row.id);
    const outbox = await this.db.selectFrom('outbox').select('recipient').distinct().execute();
    return {
      itemIds: await ids('items'),
      categoryIds: await ids('categories'),
      zoneIds: await ids('delivery_zones'),
      addressIds: await this.idsOf('addresses', this.customer.id),
      orderIds: await this.idsOf('orders', this.customer.id),
      otherAddressIds: await this.idsOf('addresses', this.admin.id),
      otherOrderIds: await this.idsOf('orders', this.admin.id),
      usernames: [this.customer.username, this.admin.username, this.resetUser.username],
      driverIds: [this.driver.id],
      passwords: [DEFAULT_PASSWORD],
      pins: [this.pin],
      recipients: outbox.map((row) => row.recipient),
      searchTerms: ['eggs', 'بيض', 'duck', 'فراخ', 'chicken breast', 'بط مسكوفي', 'rabbit'],
      pictures: this.pictures,
      lineIds: await this.lineIds(),
      ...(await this.choices()),
    };
  }
}
