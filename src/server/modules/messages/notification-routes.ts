import { defineRoute } from '@/server/http/define-route';
import { notificationPrefs, updateNotificationPrefs } from './notification-service';

export const userNotifications = defineRoute('userNotifications', {
  summary:
    'The channels the caller hears from the shop on: each `true`/`false` (their choice, else the default: SMS for an account without e-mail, e-mail for one with it, push on, WhatsApp off until they turn it on), `null` where the shop has no provider for it. `push_key` is the VAPID public key a browser subscribes with (`null` without web push).',
  async handle({ db, user }) {
    return { results: await notificationPrefs(db, user.userId) };
  },
});

export const userNotificationsUpdate = defineRoute('userNotificationsUpdate', {
  summary:
    'Turns channels on or off (the ones left out keep their setting) and remembers the caller’s language for their messages. 400 (naming the channel) for turning on a channel the shop cannot send on, or e-mail on an account without an e-mail address; then nothing is saved.',
  async handle({ db, user, body, locale }) {
    const results = await updateNotificationPrefs(db, user.userId, body.channels, locale);
    return { results, message: 'ok.notifications_saved' };
  },
});
