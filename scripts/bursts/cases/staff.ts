// Staff writes that read a row and write it back (a gallery, stock, a zone's fee, a branch),
// several at once: each must see what the one before it wrote, so that nothing acknowledged
// is lost and the audit log's "before" is what the write replaced.
import sharp from 'sharp';
import { MAX_ITEM_PICTURES } from '@/contracts/picture-limits';
import { SYNONYM_GROUPS_MAX } from '@/contracts/search-synonym-limits';
import { isUploadedPicture } from '@/server/modules/media';
import type { BurstCase } from '../burst-case';
import type { BurstShop } from '../burst-shop';
import { burstOf, countStatus, statusProblems, tally, together } from '../burst';
import { call, type Answer } from '../../resilience/shop-client';

interface AuditEntry {
  id: number;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Problems with one row's audit trail for `field`: each write's "before" must be the "after"
 * of the write that came just before it, and the row must hold the last "after".
 */
async function auditChain(
  shop: BurstShop,
  entity: string,
  entityId: number,
  field: string,
  current: unknown,
): Promise<string[]> {
  const answer = await call<AuditEntry[]>(
    shop.origin,
    `/admin/audit?entity=${entity}&entity_id=${entityId}&limit=100`,
    { token: shop.adminToken },
  );
  const entries = (answer.results ?? [])
    .filter((entry) => field in entry.after)
    .sort((a, b) => a.id - b.id);
  const problems: string[] = [];
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    if (previous && entry.before[field] !== previous.after[field])
      problems.push(
        `audit #${entry.id} says ${field} was ${String(entry.before[field])}, the write before left ${String(previous.after[field])}`,
      );
  });
  const last = entries.at(-1);
  if (last && last.after[field] !== current)
    problems.push(
      `${field} is ${String(current)}, the last write said ${String(last.after[field])}`,
    );
  return problems;
}

/** `count` writes of `field` = value(index) to one row at once, then its audit trail. */
function concurrentEdits(options: {
  name: string;
  path: string;
  entity: string;
  field: string;
  value: (index: number) => string | number;
  read: (shop: BurstShop) => { path: string; pick: (results: unknown) => unknown };
  id: (shop: BurstShop) => number;
}): BurstCase {
  return {
    name: options.name,
    invariant: `staff saving one ${options.entity} at once: every write sees the one before (audit trail unbroken)`,
    async run(shop) {
      const id = options.id(shop);
      const answers = await burstOf(
        8,
        shop.origin,
        options.path.replace(':id', String(id)),
        (index) => ({
          body: { [options.field]: options.value(index) },
          token: shop.adminToken,
          ip: shop.freshIp(),
        }),
      );
      const read = options.read(shop);
      const now = await call<unknown>(shop.origin, read.path, { token: shop.adminToken });
      const current = read.pick(now.results);
      const problems = [
        ...statusProblems(answers, [200]),
        ...(await auditChain(shop, options.entity, id, options.field, current)),
      ];
      return {
        observed: `8 saves at once: ${tally(answers)}; ${options.field} now ${String(current)}`,
        problems,
      };
    },
  };
}

const byId = (id: number) => (results: unknown) =>
  Array.isArray(results)
    ? (results as Record<string, unknown>[]).find((row) => row.id === id)
    : undefined;

const stockEdits = concurrentEdits({
  name: 'stock edits',
  path: '/admin/items/:id',
  entity: 'item',
  field: 'stock',
  value: (index) => 200 + index,
  id: (shop) => shop.items.edited,
  read: (shop) => ({
    path: `/admin/items?limit=200`,
    pick: (results) => byId(shop.items.edited)(results)?.stock,
  }),
});

const zoneEdits = concurrentEdits({
  name: 'zone edits',
  path: '/admin/delivery-zones/:id',
  entity: 'zone',
  field: 'fee',
  value: (index) => 30 + index,
  id: (shop) => shop.zones[2] ?? 0,
  read: (shop) => ({
    path: '/admin/delivery-zones',
    pick: (results) => byId(shop.zones[2] ?? 0)(results)?.fee,
  }),
});

const branchEdits = concurrentEdits({
  name: 'shop content edits',
  path: '/admin/branches/:id',
  entity: 'branch',
  field: 'name_en',
  value: (index) => `Branch burst ${index}`,
  id: () => 1,
  read: () => ({
    path: '/admin/shop-content',
    pick: (results) =>
      (results as { branches?: { id: number; name_en?: string }[] } | undefined)?.branches?.find(
        (branch) => branch.id === 1,
      )?.name_en,
  }),
});

/** A photo as a phone sends one, a colour of its own, so no two uploads are the same file. */
function photo(index: number): Promise<Buffer> {
  return sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 20 * index, g: 120, b: 40 } },
  })
    .png()
    .toBuffer();
}

async function upload(shop: BurstShop, itemId: number, data: Buffer): Promise<Answer<unknown>> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${shop.origin}/api/admin/items/${itemId}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${shop.adminToken}` },
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return { status: response.status, message: body.message };
}

const pictures: BurstCase = {
  name: 'pictures',
  invariant: `every picture acknowledged is kept, at most ${MAX_ITEM_PICTURES} per item`,
  async run(shop) {
    const item = shop.items.edited;
    const files = await Promise.all(Array.from({ length: 12 }, (_, index) => photo(index)));
    const answers = await together(files.length, (index) =>
      upload(shop, item, files[index] ?? Buffer.alloc(0)),
    );
    const row = await shop.db
      .selectFrom('items')
      .select('images')
      .where('id', '=', item)
      .executeTakeFirstOrThrow();
    const kept = (JSON.parse(row.images) as string[]).filter(isUploadedPicture).length;
    const problems = statusProblems(answers, [200, 400]);
    if (kept !== countStatus(answers, 200))
      problems.push(`${countStatus(answers, 200)} acknowledged, ${kept} kept`);
    if (kept > MAX_ITEM_PICTURES) problems.push(`${kept} pictures kept`);
    return { observed: `12 uploads at once: ${tally(answers)}; ${kept} kept`, problems };
  },
};

const synonymGroups: BurstCase = {
  name: 'search word groups',
  invariant: `admins keep at most ${SYNONYM_GROUPS_MAX} groups of search words, however many they add at once`,
  async run(shop) {
    // The shop one group short of its cap, written as the dashboard would have left it.
    const at = Date.now();
    await shop.db
      .insertInto('search_synonyms')
      .values(
        Array.from({ length: SYNONYM_GROUPS_MAX - 1 }, (_, index) => ({
          terms: JSON.stringify([`burst${index}`, `word${index}`]),
          created_at: at,
          created_by: shop.adminId,
        })),
      )
      .execute();
    const answers = await burstOf(5, shop.origin, '/admin/search-synonyms', (index) => ({
      body: { terms: [`last${index}`, `slot${index}`] },
      token: shop.adminToken,
      ip: shop.freshIp(),
    }));
    const kept = await shop.db.selectFrom('search_synonyms').select('id').execute();
    const problems = statusProblems(answers, [200, 409]);
    if (kept.length !== SYNONYM_GROUPS_MAX) problems.push(`${kept.length} groups kept`);
    if (countStatus(answers, 200) !== 1)
      problems.push(`${countStatus(answers, 200)} added for 1 place`);
    return {
      observed: `5 adds at once for the last place: ${tally(answers)}; ${kept.length} kept`,
      problems,
    };
  },
};

export const staffCases: BurstCase[] = [
  pictures,
  stockEdits,
  zoneEdits,
  branchEdits,
  synonymGroups,
];
