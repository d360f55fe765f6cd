import { renderMessage } from '../templates';
import { httpFailure, ProviderFailure, type MessageProvider } from './provider';
import { smsParts } from './sms-parts';

export interface SmsSettings {
  url: string;
  senderId: string;
  username?: string;
  password?: string;
  /** How long the provider may take to answer before the attempt counts as failed. */
  timeoutMs?: number;
}

/** 01xxxxxxxxx (as accounts store it) → 201xxxxxxxxx, the international form gateways take. */
export function internationalNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('20')) return digits;
  return `20${digits.replace(/^0/, '')}`;
}

/** The answer's text without the credentials, should a gateway echo them back. */
function scrub(text: string, settings: SmsSettings): string {
  let clean = text;
  for (const secret of [settings.password, settings.username]) {
    if (secret) clean = clean.split(secret).join('•••');
  }
  return clean;
}

/**
 * One HTTP SMS gateway (SMS_URL): the message as JSON, HTTP Basic auth when SMS_USERNAME and
 * SMS_PASSWORD are set. Egyptian gateways differ in field names but all take a sender ID, the
 * number in international form and the text; `reference` is our dedupe key, so a gateway that
 * keeps client references drops a retry of a message it already took. `unicode` and `parts`
 * say what the text costs (sms-parts.ts). Success: any 2xx answering `{id}`.
 */
export function smsProvider(settings: SmsSettings): MessageProvider {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (settings.username && settings.password) {
    const pair = `${settings.username}:${settings.password}`;
    headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
  }
  const timeoutMs = settings.timeoutMs ?? 10_000;
  return {
    channel: 'sms',
    name: 'sms-http',
    async send(message) {
      const { text } = renderMessage(message.template, message.locale, message.vars);
      const { unicode, parts } = smsParts(text);
      const body = JSON.stringify({
        sender: settings.senderId,
        to: internationalNumber(message.to),
        text,
        reference: message.reference,
        unicode,
        parts,
      });
      let response: Response;
      try {
        response = await fetch(settings.url, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        // AbortSignal.timeout rejects with a DOMException named TimeoutError.
        const timedOut =
          typeof error === 'object' &&
          error !== null &&
          'name' in error &&
          error.name === 'TimeoutError';
        const reason = timedOut
          ? `no answer within ${timeoutMs / 1000} s`
          : error instanceof Error
            ? error.message
            : String(error);
        throw new ProviderFailure(`sms: ${scrub(reason, settings)}`, true);
      }
      const answer = await response.text().catch(() => '');
      if (!response.ok) throw httpFailure('sms', response, scrub(answer, settings));
      return { providerId: providerIdOf(answer) };
    },
  };
}

/** The gateway's id of the message (`{id}`), as text; a 2xx without one is still taken. */
function providerIdOf(answer: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(answer);
    if (typeof parsed === 'object' && parsed !== null && 'id' in parsed) {
      const { id } = parsed;
      if (typeof id === 'string' || typeof id === 'number') return String(id);
    }
  } catch {
    // Not JSON: taken, without an id to match reports to.
  }
  return undefined;
}
