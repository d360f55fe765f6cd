import { MESSAGE_CHANNELS, type MessageChannel } from '@/contracts/message-constants';
import type { NotificationPrefs, NotificationPrefsBody } from '@/contracts/notifications';
import type { Db } from '@/server/db/db-types';
import { AppError, type FieldErrors } from '@/server/errors/app-error';
import type { Locale } from '@/lib/i18n/locales';
import {
  channelsWanted,
  configuredChannels,
  notifyEnv,
  prefsFrom,
  rememberLocale,
} from '@/server/notify';
import {
  findNotificationRecord,
  saveChannelChoices,
  type NotificationRecord,
} from './notification-repository';

type Choices = NotificationPrefsBody['channels'];

async function recordOf(db: Db, userId: number): Promise<NotificationRecord> {
  const record = await findNotificationRecord(db, userId);
  if (!record) throw new AppError('unauthorized');
  return record;
}

/** The person's effective choice per channel, `null` where this shop cannot send. */
function prefsOf(record: NotificationRecord): NotificationPrefs {
  const configured = new Set(configuredChannels());
  const wanted = channelsWanted(record, { email: record.email });
  const channels = {} as Record<MessageChannel, boolean | null>;
  for (const channel of MESSAGE_CHANNELS) {
    channels[channel] = configured.has(channel) ? wanted[channel] : null;
  }
  // The key only matters where the shop really sends push (not the console's stand-in).
  const pushKey = configured.has('push') ? (notifyEnv().VAPID_PUBLIC_KEY ?? null) : null;
  return { channels, push_key: pushKey };
}

export async function notificationPrefs(db: Db, userId: number): Promise<NotificationPrefs> {
  return prefsOf(await recordOf(db, userId));
}

/** Reasons to refuse a change, per channel; turning a channel off is always allowed. */
function refusals(choices: Choices, record: NotificationRecord): FieldErrors {
  const configured = new Set(configuredChannels());
  const errors: FieldErrors = {};
  for (const channel of MESSAGE_CHANNELS) {
    if (choices[channel] !== true) continue;
    if (!configured.has(channel)) {
      errors[`channels.${channel}`] = { key: 'validation.channel_unavailable' };
    } else if (channel === 'email' && record.email === null) {
      errors['channels.email'] = { key: 'validation.channel_needs_email' };
    }
  }
  return errors;
}

/**
 * Saves the channels the caller set (the others keep their choice) and the language they use,
 * which their messages are written in. Nothing is saved when any channel is refused.
 */
export async function updateNotificationPrefs(
  db: Db,
  userId: number,
  choices: Choices,
  locale: Locale,
): Promise<NotificationPrefs> {
  const record = await recordOf(db, userId);
  const errors = refusals(choices, record);
  if (Object.keys(errors).length > 0) throw new AppError('invalid_input', { errors });
  const columns = prefsFrom(choices);
  await saveChannelChoices(db, userId, columns);
  await rememberLocale(db, userId, locale);
  return prefsOf({ ...record, ...columns });
}
