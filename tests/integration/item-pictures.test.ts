import { createHash } from 'node:crypto';
import { beforeAll, expect, it } from '@jest/globals';
import sharp from 'sharp';
import type { AuditEntry } from '@/contracts/audit';
import type { Item } from '@/contracts/catalog';
import { ITEM_PICTURE_MAX_BYTES, MAX_ITEM_PICTURES } from '@/contracts/picture-limits';
import type { StaffItem } from '@/contracts/staff-catalog';
import { parseDatabaseUrl } from '@/server/db/engine';
import { openDatabase } from '@/server/db/open-database';
import { findPicture, hashOfFileName } from '@/server/modules/media/media-repository';
import { IMMUTABLE } from '@/server/modules/media/media-routes';
import type { Customer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { photo, pictureForm as form } from './support/pictures';
import { databaseFingerprint } from './support/snapshot';
import { registerStaff } from './support/staff';

/** POST /admin/items/{id}/images: checked by content and size, resized, served for good. */
describeApi('item pictures', (suite) => {
  let seller: Customer;
  let admin: Customer;

  beforeAll(async () => {
    seller = await registerStaff(suite.api, suite.server.db, 'seller');
    admin = await registerStaff(suite.api, suite.server.db, 'admin');
  });

  const upload = (id: number, body: FormData, token = seller.token, lang?: string) =>
    suite.api.postForm<StaffItem>(`/admin/items/${id}/images`, body, { token, lang });

  /** The picture at a URL the API gave, as the browser would fetch it. */
  const fetchPicture = (url: string, init?: RequestInit) =>
    fetch(new URL(url, suite.server.baseUrl), init);

  const mediaRows = () =>
    suite.server.db
      .selectFrom('media')
      .select(['hash', 'content_type', 'byte_size', 'width', 'height', 'created_by'])
      .orderBy('hash')
      .execute();

  it('takes a PNG, makes it the main picture, resized to the shop’s 768 px square WebP, served for good', async () => {
    const answer = await upload(30, form(await photo('png'), 'duck.png', 'image/png'));
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('The picture was added.');
    const item = answer.body.results;
    expect(item?.image).toMatch(/^\/api\/media\/items\/[0-9a-f]{32}\.webp$/);
    // The drawn stand-ins make way for the product's own photo.
    expect(item?.images).toEqual([item?.image]);

    const served = await fetchPicture(item?.image ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe(IMMUTABLE);
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 768, height: 768 });

    // Kept in the database under the hash of its content, which names it in the URL.
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    expect(item?.image).toBe(`/api/media/items/${hash}.webp`);
    expect(served.headers.get('etag')).toBe(`"${hash}"`);
    expect(await mediaRows()).toEqual([
      {
        hash,
        content_type: 'image/webp',
        byte_size: bytes.length,
        width: 768,
        height: 768,
        created_by: seller.user.id,
      },
    ]);

    // A browser that holds it is told so, whichever way it names its copy.
    for (const held of [`"${hash}"`, `W/"${hash}"`, `"other", "${hash}"`, '*']) {
      const again = await fetchPicture(item?.image ?? '', { headers: { 'if-none-match': held } });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(`"${hash}"`);
      expect(again.headers.get('cache-control')).toBe(IMMUTABLE);
    }
    const stale = await fetchPicture(item?.image ?? '', { headers: { 'if-none-match': '"0"' } });
    expect(stale.status).toBe(200);
    const head = await fetchPicture(item?.image ?? '', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));

    const shop = await suite.api.get<Item>('/item/details/30');
    expect(shop.body.results?.image).toBe(item?.image);
  });

  it('adds later pictures (a JPEG, typed wrongly) to the gallery after the main one', async () => {
    const first = await upload(31, form(await photo('jpeg', 800, 1000), 'a.jpg', 'image/jpeg'));
    // Declared as PNG, named .bin: its content decides.
    const second = await upload(
      31,
      form(await photo('jpeg', 640, 640, 90), 'b.bin', 'image/png'),
      admin.token,
    );
    expect(second.status).toBe(200);
    const { image, images } = second.body.results ?? { image: '', images: [] };
    expect(image).toBe(first.body.results?.image);
    expect(images).toHaveLength(2);
    expect(images[0]).toBe(image);
    expect(images[1]).not.toBe(image);
    const audit = await suite.api.get<AuditEntry[]>('/admin/audit?entity=item&entity_id=31', {
      token: admin.token,
    });
    expect(audit.body.results?.map((entry) => entry.action)).toEqual(['item.image', 'item.image']);
  });

  it('keeps the same picture once, for two items and two uploaders, with its first uploader', async () => {
    const png = await photo('png', 900, 900, 10);
    const first = await upload(35, form(png, 'hen.png', 'image/png'));
    const second = await upload(36, form(png, 'same-hen.png', 'image/png'), admin.token);
    expect(second.status).toBe(200);
    const url = first.body.results?.image ?? '';
    expect(second.body.results?.image).toBe(url);
    const rows = (await mediaRows()).filter((row) => url.includes(row.hash));
    expect(rows).toEqual([expect.objectContaining({ created_by: seller.user.id })]);
    expect((await fetchPicture(url)).status).toBe(200);
  });

  it('is there for another instance of the shop: a connection of its own to the database reads the same bytes', async () => {
    const answer = await upload(
      37,
      form(await photo('jpeg', 1000, 800, 150), 'p.jpg', 'image/jpeg'),
    );
    const url = answer.body.results?.image ?? '';
    const served = Buffer.from(await (await fetchPicture(url)).arrayBuffer());
    const other = openDatabase(parseDatabaseUrl(suite.server.database.url), 1);
    try {
      const picture = await findPicture(
        other.db,
        hashOfFileName(url.split('/').at(-1) ?? '') ?? '',
      );
      expect(picture?.contentType).toBe('image/webp');
      expect(picture?.bytes.equals(served)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('refuses a text file named .png, a cut-off picture, a tiny one and an empty field, keeping the item as it was', async () => {
    const before = await suite.api.get<Item>('/item/details/32');
    const mediaBefore = await mediaRows();
    const text = Buffer.from('just some words, not a picture at all\n'.repeat(20));
    const renamed = await upload(32, form(text, 'photo.png', 'image/png'));
    expect(renamed.status).toBe(400);
    expect(renamed.body.errors?.image).toBe('This file is not a JPEG, PNG or WebP picture.');
    const arabic = await upload(32, form(text, 'photo.png', 'image/png'), seller.token, 'ar');
    expect(arabic.body.errors?.image).toBe('الملف ده مش صورة JPEG أو PNG أو WebP.');

    const whole = await photo('png');
    const cut = await upload(32, form(whole.subarray(0, 200), 'cut.png', 'image/png'));
    expect(cut.status).toBe(400);
    expect(cut.body.errors?.image).toMatch(/could not be read/);
    const tiny = await upload(32, form(await photo('png', 120, 400), 'tiny.png', 'image/png'));
    expect(tiny.body.errors?.image).toMatch(/at least 200 pixels/);
    const otherField = await upload(32, form(whole, 'a.png', 'image/png', 'picture'));
    expect(otherField.body.errors?.image).toBe('Choose a picture to upload.');
    const json = await suite.api.post(
      '/admin/items/32/images',
      { image: 'x' },
      { token: seller.token },
    );
    expect(json.status).toBe(400);
    expect(json.body.errors?.image).toBe('Send the picture as a file upload.');

    expect((await suite.api.get<Item>('/item/details/32')).body).toEqual(before.body);
    expect(await mediaRows()).toEqual(mediaBefore);
  });

  it('refuses a picture over 5 MiB with 413, by its declared length or while reading it', async () => {
    const big = Buffer.alloc(ITEM_PICTURE_MAX_BYTES + 1024, 0xff);
    const declared = await upload(33, form(big, 'big.jpg', 'image/jpeg'));
    expect(declared.status).toBe(413);
    expect(declared.body.message).toBe('The picture is larger than 5 MB.');
    expect(declared.body.errors?.image).toBe('The picture is larger than 5 MB.');

    // Chunked, with no length to go by: refused once the limit is passed.
    const boundary = 'x-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const chunks = [Buffer.from(head), big, Buffer.from(`\r\n--${boundary}--\r\n`)];
    const streamed = await fetch(`${suite.server.baseUrl}/admin/items/33/images`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${seller.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body: new ReadableStream({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new Uint8Array(chunk));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    const item = await suite.api.get<Item>('/item/details/33');
    expect(item.body.results?.image).toMatch(/^\/images\/items\//);
  });

  it(`keeps at most ${MAX_ITEM_PICTURES} pictures, and an unknown item is a 404, storing nothing of a refused picture`, async () => {
    for (let n = 0; n < MAX_ITEM_PICTURES; n += 1) {
      const added = await upload(
        34,
        form(await photo('png', 300, 300, n * 20), `${n}.png`, 'image/png'),
      );
      expect(added.status).toBe(200);
    }
    // Refused inside the transaction that would have stored it: nothing of it is kept.
    const before = await databaseFingerprint(suite.server.db);
    const full = await upload(34, form(await photo('png', 300, 300, 250), 'x.png', 'image/png'));
    expect(full.status).toBe(400);
    expect(full.body.errors?.image).toMatch(/at most 8 pictures/);
    const png = await photo('png', 1200, 900, 77);
    expect((await upload(999_999, form(png, 'a.png', 'image/png'))).status).toBe(404);
    expect(await databaseFingerprint(suite.server.db)).toEqual(before);
  });

  it('answers 404 in the JSON envelope, never a 500, for a picture it does not hold or a name that cannot be one', async () => {
    const names = [
      `${'0'.repeat(32)}.webp`,
      `${'A'.repeat(32)}.webp`,
      `${'0'.repeat(32)}.png`,
      `${'0'.repeat(31)}.webp`,
      `${'0'.repeat(32)}.webp.exe`,
      '..%2F..%2Fshop.db',
      '%00.webp',
      `${'f'.repeat(5000)}.webp`,
      "x'%20or%201=1.webp",
    ];
    for (const name of names) {
      const answer = await fetch(`${suite.server.baseUrl}/media/items/${name}`);
      expect([name, answer.status]).toEqual([name, 404]);
      expect(answer.headers.get('cache-control')).not.toBe(IMMUTABLE);
      expect(((await answer.json()) as { success: boolean }).success).toBe(false);
    }
    // Naming the picture in If-None-Match does not make it exist.
    const held = await fetch(`${suite.server.baseUrl}/media/items/${'0'.repeat(32)}.webp`, {
      headers: { 'if-none-match': `"${'0'.repeat(32)}"` },
    });
    expect(held.status).toBe(404);
    const post = await fetch(`${suite.server.baseUrl}/media/items/${'0'.repeat(32)}.webp`, {
      method: 'POST',
    });
    expect(post.status).toBe(405);
  });
});
