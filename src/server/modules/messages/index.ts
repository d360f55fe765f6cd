import type { RouteName } from '@/contracts/routes';
import type { ApiRoute } from '@/server/http/define-route';
import {
  adminHandMessageSent,
  adminHandMessages,
  adminOutbox,
  adminOutboxRetry,
} from './outbox-routes';
import { userNotifications, userNotificationsUpdate } from './notification-routes';

/* Messages as people see them (ADR 0020, 0021); the outbox and its worker are src/server/notify's. */

export const messageRoutes = {
  adminOutbox,
  adminOutboxRetry,
  adminHandMessages,
  adminHandMessageSent,
  userNotifications,
  userNotificationsUpdate,
} satisfies Partial<Record<RouteName, ApiRoute>>;
