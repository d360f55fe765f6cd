import type { User as AccountUser } from '@/contracts/account';

/**
 * The session carries the backend's bearer token (the API client sends it) and the account
 * as /user/login answered it; the role decides what the dashboard lets through.
 */
declare module 'next-auth' {
  interface Session {
    token: string;
    user: AccountUser;
  }
  interface User {
    id: string;
    token: string;
    account: AccountUser;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    token?: string;
    account?: AccountUser;
  }
}
