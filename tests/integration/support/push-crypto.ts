import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';

/*
 * What a push service and a browser do with a web push message, written from the RFCs with
 * node:crypto alone, so the test checks the shop's messages against the standards rather
 * than against the library that made them: the VAPID JWT (RFC 8292) and the aes128gcm
 * payload (RFC 8188, keys as RFC 8291 derives them).
 */

const b64url = (bytes: Buffer) => bytes.toString('base64url');
const fromB64url = (text: string) => Buffer.from(text, 'base64url');

/** A browser's push keys: the P-256 key pair and the 16-byte auth secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
  };
}
export type BrowserKeys = ReturnType<typeof browserKeys>;

/** An uncompressed P-256 point (65 bytes, base64url) as a public key node:crypto verifies with. */
function publicKeyOf(point: string) {
  const raw = fromB64url(point);
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  });
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>`: the key is the shop's, the ES256
 * signature holds, the audience is the endpoint's origin, it has not expired (and does not
 * claim more than the 24 hours RFC 8292 allows), and the subject is the shop's contact.
 * Answers the reason it fails, or undefined.
 */
export function vapidProblem(
  header: string | undefined,
  expected: { publicKey: string; subject: string; audience: string },
): string | undefined {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return `not a vapid authorization: ${header ?? '(none)'}`;
  const [, jwt = '', k = ''] = match;
  if (k !== expected.publicKey) return 'k is not the shop’s public key';
  const [head = '', body = '', signature = ''] = jwt.split('.');
  const header64 = JSON.parse(fromB64url(head).toString('utf8')) as { alg?: string };
  if (header64.alg !== 'ES256') return `alg ${header64.alg}`;
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKeyOf(k), dsaEncoding: 'ieee-p1363' },
    fromB64url(signature),
  );
  if (!signed) return 'the JWT signature does not verify';
  const claims = JSON.parse(fromB64url(body).toString('utf8')) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  const nowSeconds = Date.now() / 1000;
  if (claims.aud !== expected.audience) return `aud ${claims.aud}`;
  if (!claims.exp || claims.exp <= nowSeconds) return 'expired';
  if (claims.exp > nowSeconds + 24 * 60 * 60 + 60) return 'exp more than 24 hours ahead';
  if (claims.sub !== expected.subject) return `sub ${claims.sub}`;
  return undefined;
}

/**
 * The plaintext of an aes128gcm body (RFC 8188 §2) for the browser holding `browser`: header
 * (salt, record size, the sender's public key as keyid), then one record whose plaintext ends
 * with the 0x02 delimiter and zero padding.
 */
export function decryptPayload(body: Buffer, browser: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const secret = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  let end = plain.length;
  while (end > 0 && plain[end - 1] === 0) end -= 1;
  if (plain[end - 1] !== 2) throw new Error('the last record lacks its 0x02 delimiter');
  return plain.subarray(0, end - 1).toString('utf8');
}
