import type { User } from '@/contracts/account';
import type { UserRow } from '@/server/db/schema';

/** The public face of an account: never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    phone: row.phone,
    role: row.role,
  };
}
