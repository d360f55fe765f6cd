import { toWhatsAppDigits } from '@/contracts/phone';
import { templateKeyOf, templateParamValues } from '../templates';
import {
  httpFailure,
  ProviderFailure,
  type MessageProvider,
  type OutgoingMessage,
} from './provider';

const NAME = 'whatsapp-cloud';
const TIMEOUT_MS = 10_000;

/**
 * Cloud API error codes worth another try later (they are about pace or a passing fault, not
 * the message): 1, 2 and 131000/131016 (Meta's side), 4 and 80007 (the app's or account's
 * call rate), 130429 (throughput), 131048 (the number's spam rate limit), 131056 (too many
 * messages to one person), 133004 (server unavailable). Everything else (131026 undeliverable,
 * 132001 no such template, 100 a bad parameter, 190 an expired token...) fails the same on
 * every try. Meta answers some of the rate limits with HTTP 400, so the code decides, not
 * the status.
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

export interface WhatsAppConfig {
  /** The Graph API base with its version (`https://graph.facebook.com/v21.0`). */
  apiUrl: string;
  phoneNumberId: string;
  token: string;
  timeoutMs?: number;
}

/** The name of the template a message is sent as: its event (`contact_changed_phone` etc.). */
export function whatsAppTemplateName(message: Pick<OutgoingMessage, 'template' | 'vars'>): string {
  return templateKeyOf(message.template, message.vars).replace('.', '_');
}

/**
 * A template parameter as the Cloud API takes it: no line breaks or tabs, no runs of more
 * than four spaces (error 132000 otherwise), never empty.
 */
const paramText = (value: string) => value.replace(/\s+/g, ' ').trim() || '-';

/** The request body of one template message (the Cloud API's `/{phone-number-id}/messages`). */
export function whatsAppRequestBody(message: OutgoingMessage, to: string) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    // Echoed in the status webhooks; the Cloud API has no idempotency key to give it.
    biz_opaque_callback_data: message.reference,
    template: {
      name: whatsAppTemplateName(message),
      language: { code: message.locale },
      components: [
        {
          type: 'body',
          parameters: templateParamValues(message.template, message.locale, message.vars).map(
            (text) => ({ type: 'text', text: paramText(text) }),
          ),
        },
      ],
    },
  };
}

function errorParts(error: unknown): { name: string; message: string } {
  if (typeof error !== 'object' || error === null) return { name: '', message: String(error) };
  const { name, message } = error as { name?: unknown; message?: unknown };
  return {
    name: typeof name === 'string' ? name : '',
    message: typeof message === 'string' ? message : 'the request failed',
  };
}

interface CloudAnswer {
  messages?: { id?: unknown }[];
  error?: {
    message?: unknown;
    code?: unknown;
    fbtrace_id?: unknown;
    error_data?: { details?: unknown };
  };
}

function parseAnswer(text: string): CloudAnswer {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}

/** A refusal of the Cloud API as the outbox stores it: code, Meta's words, the trace id. */
function refusal(response: Response, answer: CloudAnswer, text: string): ProviderFailure {
  const error = answer.error;
  const code = typeof error?.code === 'number' ? error.code : undefined;
  const words = [error?.message, error?.error_data?.details]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' ');
  const trace = typeof error?.fbtrace_id === 'string' ? ` (fbtrace_id ${error.fbtrace_id})` : '';
  const detail = error ? `code ${code ?? '?'} ${words}${trace}` : text;
  const base = httpFailure(NAME, response, detail);
  const retryable = base.retryable || (code !== undefined && RETRYABLE_CODES.has(code));
  return new ProviderFailure(base.message, retryable, base.retryAfterMs);
}

/**
 * WhatsApp Business Cloud API: each message is the approved template named after its event,
 * in the message's language, its values as the body's parameters in templateParams order
 * (docs/operations.md, "Messages → WhatsApp", lists them). The answer's wamid is kept to match
 * the delivery reports of the webhook (modules/messages, whatsapp-webhook-routes.ts). The token goes
 * in the Authorization header only: no error message or log line carries it.
 */
export function whatsAppProvider(config: WhatsAppConfig): MessageProvider {
  const endpoint = `${config.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    channel: 'whatsapp',
    name: NAME,
    async send(message) {
      const to = toWhatsAppDigits(message.to);
      if (!to) throw new ProviderFailure(`${NAME}: not a phone number WhatsApp can reach`, false);
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${config.token}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify(whatsAppRequestBody(message, to)),
          signal: AbortSignal.timeout(config.timeoutMs ?? TIMEOUT_MS),
        });
      } catch (error) {
        // Compared by name: fetch's errors come from another realm under Jest (no instanceof).
        const { name, message } = errorParts(error);
        const reason =
          name === 'TimeoutError'
            ? `no answer within ${(config.timeoutMs ?? TIMEOUT_MS) / 1000} s`
            : message;
        throw new ProviderFailure(`${NAME}: ${reason}`, true);
      }
      const text = await response.text().catch(() => '');
      const answer = parseAnswer(text);
      if (!response.ok) throw refusal(response, answer, text);
      const id = answer.messages?.[0]?.id;
      return typeof id === 'string' ? { providerId: id } : {};
    },
  };
}
