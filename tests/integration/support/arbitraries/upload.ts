import fc from 'fast-check';
import type { RouteMeta } from '@/server/http/route-types';
import type { ShopFacts } from './hints';

/** An upload's raw body and the content type that frames it. */
export interface RawUpload {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
}

const BOUNDARY = '----fuzz-boundary-7f3a';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

function multipart(field: string, filename: string, type: string, data: Uint8Array): RawUpload {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const tail = `\r\n--${BOUNDARY}--\r\n`;
  const body = new Uint8Array(Buffer.concat([Buffer.from(head), data, Buffer.from(tail)]));
  return { body, contentType: MULTIPART };
}

const filename = fc.constantFrom('photo.jpg', 'IMG_2041.JPG', 'duck.png', 'صورة.webp', 'a.txt', '');
const declaredType = fc.constantFrom('image/jpeg', 'image/png', 'image/webp', 'text/plain', '');

/** Bytes that are no picture, or only begin like one. */
function junk(pictures: readonly Uint8Array[]): fc.Arbitrary<Uint8Array> {
  const cut = pictures.length
    ? fc
        .tuple(fc.constantFrom(...pictures), fc.integer({ min: 1, max: 400 }))
        .map(([picture, end]) => picture.subarray(0, end))
    : fc.uint8Array({ minLength: 1, maxLength: 10 });
  return fc.oneof(
    fc.uint8Array({ minLength: 1, maxLength: 2_000 }),
    fc.string({ minLength: 1, maxLength: 300 }).map((text) => new Uint8Array(Buffer.from(text))),
    cut,
    fc
      .uint8Array({ minLength: 0, maxLength: 200 })
      .map((rest) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...rest])),
  );
}

/** Over the route's limit: the server must answer 413 and keep nothing. */
const oversized = (meta: RouteMeta) =>
  fc.constant(null).map(() => new Uint8Array((meta.upload?.maxBytes ?? 0) + 20_000).fill(0xd8));

/**
 * The raw body of an upload route: mostly a real picture in the right field (so the handler
 * runs and pictures are stored), often junk under a picture's name, another field, framing
 * that does not parse, a JSON body, or too much.
 */
export function uploadArbitrary(meta: RouteMeta, facts: ShopFacts): fc.Arbitrary<RawUpload> {
  const field = meta.upload?.field ?? 'file';
  const picture = facts.pictures.length
    ? fc.constantFrom(...facts.pictures)
    : fc.uint8Array({ minLength: 1, maxLength: 10 });
  const json = fc
    .tuple(
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom('application/json', 'multipart/form-data', 'text/plain'),
    )
    .map(([value, contentType]) => ({
      body: new Uint8Array(Buffer.from(JSON.stringify(value))),
      contentType,
    }));
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(filename, declaredType, picture)
        .map(([name, type, data]) => multipart(field, name, type, data)),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(filename, declaredType, junk(facts.pictures))
        .map(([name, type, data]) => multipart(field, name, type, data)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('file', 'picture', 'images', ''), picture)
        .map(([other, data]) => multipart(other, 'photo.jpg', 'image/jpeg', data)),
    },
    {
      weight: 1,
      arbitrary: picture.map((data) => ({
        ...multipart(field, 'photo.jpg', 'image/jpeg', data),
        contentType: 'multipart/form-data; boundary=another-boundary',
      })),
    },
    { weight: 1, arbitrary: json },
    {
      weight: 1,
      arbitrary: oversized(meta).map((data) => multipart(field, 'big.jpg', 'image/jpeg', data)),
    },
  );
}
