import type { RouteName } from '@/contracts/routes';
import type { ApiRoute } from '@/server/http/define-route';
import {
  adminHandMessageSent,
  adminHandMessages,
  adminOutbox,
  adminOutboxRetry,
} from './outbox-routes';
import { userNotifications, userNotificationsUpdate } from './notification-routes';
import { userPushSubscribe, userPushUnsubscribe } from './push-routes';

/*
 * Messages as people see them (ADR 0020, 0021); the outbox and its worker are src/server/notify's.
 * WhatsApp's webhook is not a call of the table: api-entry.ts serves it at its own path.
 */
export { serveWhatsAppWebhook, WHATSAPP_WEBHOOK_PATH } from './whatsapp-webhook-routes';

export const messageRoutes = {
  adminOutbox,
  adminOutboxRetry,
  adminHandMessages,
  adminHandMessageSent,
  userNotifications,
  userNotificationsUpdate,
  userPushSubscribe,
  userPushUnsubscribe,
} satisfies Partial<Record<RouteName, ApiRoute>>;
