import NextAuth from 'next-auth';
import type { NextApiRequest, NextApiResponse } from 'next';
import { authOptions } from '@/server/auth/auth-options';
import { clientAddress } from '@/server/http/request-info';

export default async function auth(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  // next-auth 4 leaves its API handler result untyped; it resolves once the answer is sent.
  await (NextAuth(req, res, authOptions({ clientIp: clientAddress(req) })) as Promise<void>);
}
