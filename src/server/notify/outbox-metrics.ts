import type { OutboxHealth } from '@/contracts/health';
import { MESSAGE_CHANNELS, type MessageChannel } from '@/contracts/message-constants';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import { outboxStats } from './outbox-read-repository';

const perChannel = (): Record<MessageChannel, number> =>
  Object.fromEntries(MESSAGE_CHANNELS.map((channel) => [channel, 0])) as Record<
    MessageChannel,
    number
  >;

/**
 * The outbox as an uptime check reads it (issue 40, item 6): what the workers still have to
 * send and since when (a growing age means no instance sends: a provider down, or every
 * worker off), what waits for staff to send by hand, and what went out or failed for good,
 * by channel, since the shop began.
 */
export async function outboxHealth(db: Db): Promise<OutboxHealth> {
  const health: OutboxHealth = {
    pending: 0,
    by_hand: 0,
    oldest_pending_age_s: null,
    sent: perChannel(),
    failed: perChannel(),
  };
  let oldest: number | null = null;
  for (const group of await outboxStats(db)) {
    if (group.status === 'pending' && group.by_hand === 1) health.by_hand += group.count;
    else if (group.status === 'pending') {
      health.pending += group.count;
      if (group.oldestAt !== null && (oldest === null || group.oldestAt < oldest))
        oldest = group.oldestAt;
    } else health[group.status][group.channel] += group.count;
  }
  if (oldest !== null)
    health.oldest_pending_age_s = Math.max(0, Math.floor((now() - oldest) / 1000));
  return health;
}
