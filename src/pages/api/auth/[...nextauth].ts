import NextAuth from 'next-auth';
import type { NextApiRequest, NextApiResponse } from 'next';
import { authOptions } from '@/server/auth/auth-options';
import {
  acceptableCallbackUrl,
  withAcceptableCallbackCookie,
} from '@/server/auth/callback-url-input';
import { clientAddress } from '@/server/http/request-info';
import { developmentOrigin } from '@/server/http/request-origin';

export default async function auth(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  // next-auth refuses an unparsable callbackUrl query or callback-url cookie with a 500 before
  // its redirect callback runs: such a target becomes a path here (home when it is not ours).
  if (req.query.callbackUrl !== undefined) {
    req.query.callbackUrl = acceptableCallbackUrl(req.query.callbackUrl);
  }
  req.cookies = withAcceptableCallbackCookie(req.cookies);
  // next-auth 4 leaves its API handler result untyped; it resolves once the answer is sent.
  const options = authOptions({ clientIp: clientAddress(req), origin: developmentOrigin(req) });
  await (NextAuth(req, res, options) as Promise<void>);
}
