import type { Db } from '@/server/db/db-types';
import type { UserRow } from '@/server/db/schema';

/** What deciding a person's channels needs: their stored choices and whether they have e-mail. */
export type NotificationRecord = Pick<
  UserRow,
  'email' | 'notify_sms' | 'notify_whatsapp' | 'notify_email' | 'notify_push'
>;

export type ChannelColumns = Partial<
  Pick<UserRow, 'notify_sms' | 'notify_whatsapp' | 'notify_email' | 'notify_push'>
>;

export function findNotificationRecord(
  db: Db,
  userId: number,
): Promise<NotificationRecord | undefined> {
  return db
    .selectFrom('users')
    .select(['email', 'notify_sms', 'notify_whatsapp', 'notify_email', 'notify_push'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function saveChannelChoices(
  db: Db,
  userId: number,
  choices: ChannelColumns,
): Promise<void> {
  if (Object.keys(choices).length === 0) return;
  await db.updateTable('users').set(choices).where('id', '=', userId).execute();
}
