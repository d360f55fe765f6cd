/*
 * Messages (issue 40, ADR 0021): what the rest of the server uses. A change that tells
 * someone writes the message in its own transaction (messageCustomer, messageStaff,
 * messageAddress); each instance's worker sends what is due (startOutboxWorker) through the
 * providers the environment turns on; staff read and act on the outbox (outbox-service.ts).
 */
export { messageAddress, messageCustomer, messageStaff, type CustomerContact } from './messages';
export { recordProviderStatus, redactOutboxMessages } from './outbox-repository';
export { outboxHealth } from './outbox-metrics';
export { drainOutbox, sendDueMessages } from './outbox-worker';
export { startOutboxWorker, type PeriodicJob } from './worker-loop';
export { notifyEnv, resetNotifyEnvForTests } from './notify-env';
export { configuredChannels, setProvidersForTests } from './providers/registry';
export { channelsWanted, prefsFrom } from './channel-choice';
export { rememberLocale } from './recipients-repository';
export { shopLink } from './links';
export {
  handMessagesPage,
  markHandMessageSent,
  outboxPage,
  retryOutboxMessage,
  findOutboxMessage,
} from './outbox-service';
export { maskEmail, maskPhone, maskRecipient } from './outbox-view';
