import type { User as AccountUser } from '@/contracts/account';

/**
 * The session a page sees is the account as /user/login answered it; the role decides what
 * the dashboard lets through. The backend's bearer token stays in the JWT (the encrypted
 * HttpOnly cookie), which only the server reads.
 */
declare module 'next-auth' {
  interface Session {
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
