import { z } from 'zod';
import { EnvError } from '@/server/config/server-env';

/*
 * Configuration of messages (issue 40): which providers are on, and how the outbox worker
 * paces itself. Nothing is on by default: each provider turns on when all of its variables are
 * set (a half-configured provider refuses to start the shop, naming what is missing). Kept apart
 * from server-env.ts (which keeps SMTP_URL and MAIL_FROM, older than this) and parsed once per
 * process.
 */

const text = z.string().trim().min(1).optional();
const url = z.url().optional();
const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));
const ms = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

/** "22-8": from 22:00 to 08:00 shop time; empty or "off": no quiet hours. */
const quietHours = z
  .string()
  .trim()
  .default('22-8')
  .refine(
    (value) => value === '' || value === 'off' || /^([01]?\d|2[0-3])-([01]?\d|2[0-3])$/.test(value),
    {
      message: 'must be like 22-8 (hours, shop time) or off',
    },
  )
  .transform((value) => {
    if (value === '' || value === 'off') return null;
    const [from, to] = value.split('-').map(Number) as [number, number];
    return { from, to };
  });

const notifyEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Prints every message a configured provider does not take (on by default in `next dev`). */
  NOTIFY_CONSOLE: flag,
  /** WhatsApp Business Cloud API: token, the sending number's id, the app secret (webhooks). */
  WHATSAPP_TOKEN: text,
  WHATSAPP_PHONE_NUMBER_ID: text,
  WHATSAPP_APP_SECRET: text,
  WHATSAPP_VERIFY_TOKEN: text,
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  /** One HTTP SMS provider: where to POST, the sender name, and its credentials. */
  SMS_URL: url,
  SMS_SENDER_ID: text,
  SMS_USERNAME: text,
  SMS_PASSWORD: text,
  /** Web push (VAPID): the shop's key pair and a contact (mailto: or https:). */
  VAPID_PUBLIC_KEY: text,
  VAPID_PRIVATE_KEY: text,
  VAPID_SUBJECT: text,
  /**
   * Hosts besides the big push services (Google, Mozilla, Apple, Microsoft) that browsers'
   * subscriptions may name, comma-separated: a self-hosted push service, or a test's fake.
   */
  PUSH_EXTRA_HOSTS: z
    .string()
    .trim()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** The worker: how often it looks, how long a claim lasts, how often it retries. */
  NOTIFY_WORKER: flag,
  NOTIFY_POLL_MS: ms(1000),
  NOTIFY_LEASE_MS: ms(60_000),
  NOTIFY_RETRY_BASE_MS: ms(30_000),
  NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  QUIET_HOURS: quietHours,
  /** Minutes an order may stay Pending before staff are alerted again. */
  ORDER_WAITING_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
});

export type NotifyEnv = z.output<typeof notifyEnvSchema>;

const GROUPS: Record<string, readonly (keyof NotifyEnv)[]> = {
  WhatsApp: [
    'WHATSAPP_TOKEN',
    'WHATSAPP_PHONE_NUMBER_ID',
    'WHATSAPP_APP_SECRET',
    'WHATSAPP_VERIFY_TOKEN',
  ],
  SMS: ['SMS_URL', 'SMS_SENDER_ID'],
  'web push': ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'],
};

export function parseNotifyEnv(source: Record<string, string | undefined>): NotifyEnv {
  const cleaned: Record<string, string | undefined> = {};
  // An empty value in .env means "not set", not "set to nothing".
  for (const key of Object.keys(notifyEnvSchema.shape))
    cleaned[key] = source[key]?.trim() || undefined;
  const parsed = notifyEnvSchema.safeParse(cleaned);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `  ${issue.path.join('.')} ${issue.message}`);
  if (parsed.success) {
    for (const [provider, keys] of Object.entries(GROUPS)) {
      const missing = keys.filter((key) => parsed.data[key] === undefined);
      if (missing.length > 0 && missing.length < keys.length) {
        problems.push(`  ${provider} is half configured: set ${missing.join(', ')} too`);
      }
    }
  }
  if (!parsed.success || problems.length > 0) {
    throw new EnvError(`The shop cannot start: invalid message settings.\n${problems.join('\n')}`);
  }
  return parsed.data;
}

let cached: NotifyEnv | undefined;

export function notifyEnv(): NotifyEnv {
  cached ??= parseNotifyEnv(process.env);
  return cached;
}

/** Tests that change process.env after a first read. */
export function resetNotifyEnvForTests(): void {
  cached = undefined;
}
