import { createHash } from 'node:crypto';
import webpush from 'web-push';
import { STAFF_EVENTS } from '@/contracts/message-constants';
import { renderMessage } from '../templates';
import { ProviderFailure, type MessageProvider } from './provider';

export interface VapidSettings {
  publicKey: string;
  privateKey: string;
  /** A contact the push services can reach the shop at: mailto: or https:. */
  subject: string;
}

/** A day: an order update older than that is news nobody needs on their lock screen. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Stable for a message across retries, short, and naming no endpoint. */
export function pushTag(reference: string): string {
  return createHash('sha256').update(reference).digest('base64url').slice(0, 22);
}

function subscriptionOf(to: string): Subscription {
  try {
    const value = JSON.parse(to) as Partial<Subscription>;
    if (typeof value.endpoint === 'string' && value.keys?.p256dh && value.keys.auth) {
      return value as Subscription;
    }
  } catch {
    // Falls through: a row the worker built wrongly is not worth retrying.
  }
  throw new ProviderFailure('push: not a subscription', false);
}

/** What a push service's answer means (RFC 8030): gone, try later, or never. */
export function pushFailureOf(error: unknown): ProviderFailure {
  const status =
    typeof error === 'object' && error !== null && 'statusCode' in error
      ? Number(error.statusCode)
      : undefined;
  if (status === undefined || !Number.isFinite(status)) {
    // Network trouble or a timeout; the message never names the endpoint (a capability URL).
    const reason = error instanceof Error ? error.message : String(error);
    return new ProviderFailure(`push: ${reason.slice(0, 200)}`, true);
  }
  if (status === 404 || status === 410) {
    return new ProviderFailure(
      `push service answered ${status}: subscription gone`,
      false,
      undefined,
      true,
    );
  }
  const headers = (error as { headers?: Record<string, string | string[] | undefined> }).headers;
  const seconds = Number(headers?.['retry-after']);
  const retryAfterMs = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
  const retryable = status === 408 || status === 429 || status >= 500;
  return new ProviderFailure(`push service answered ${status}`, retryable, retryAfterMs);
}

/**
 * Web push (the `web-push` package, RFC 8030/8291/8292): the payload, encrypted for the
 * browser's keys (aes128gcm) and signed for the push service with the shop's VAPID key, is
 * `{title, body, url, tag}` that the shop's service worker shows as a notification; `tag`
 * (a digest of the message's dedupe key, which ends with the long endpoint itself) makes a
 * repeat replace the first instead of showing twice.
 * Staff alerts go with high urgency, so a phone in power saving wakes for them.
 */
export function pushProvider(vapid: VapidSettings): MessageProvider {
  return {
    channel: 'push',
    name: 'web-push',
    async send(message) {
      const subscription = subscriptionOf(message.to);
      const { subject, text } = renderMessage(message.template, message.locale, message.vars);
      const payload = JSON.stringify({
        title: subject,
        body: text,
        url: typeof message.vars.link === 'string' ? message.vars.link : undefined,
        tag: pushTag(message.reference),
      });
      try {
        await webpush.sendNotification(subscription, payload, {
          vapidDetails: vapid,
          TTL: TTL_SECONDS,
          urgency: STAFF_EVENTS.includes(message.template) ? 'high' : 'normal',
          contentEncoding: 'aes128gcm',
          timeout: TIMEOUT_MS,
        });
      } catch (error) {
        throw pushFailureOf(error);
      }
      return {};
    },
  };
}
