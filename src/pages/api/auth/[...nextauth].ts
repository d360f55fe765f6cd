import NextAuth from 'next-auth';
import type { NextApiRequest, NextApiResponse } from 'next';
import { authOptions } from '@/server/auth/auth-options';

export default async function auth(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  // next-auth 4 types its API handler's result as any; it resolves once the answer is sent.
  await (NextAuth(req, res, authOptions()) as Promise<void>);
}
