import { z } from 'zod';
import { errorKind } from '@/server/errors/error-kind';
import { parseTrustProxy, trustProxyProblem } from './trust-proxy.mjs';

/** Used only when NODE_ENV is not production, so `npm run dev` works with nothing set. */
const DEVELOPMENT_SECRET = 'development-only-secret-never-used-in-production';

/** The embedded database when DATABASE_URL is not set (the folder is gitignored). */
export const DEFAULT_DATABASE_URL = 'file:data/shop.db';

/** scrypt cost as log2(N). 15 is OWASP's N=2^15, r=8, p=2 (32 MiB, ~150 ms here). */
export const DEFAULT_SCRYPT_LOG2_N = 15;

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const serverEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    NEXTAUTH_SECRET: z.string().trim().optional(),
    NEXTAUTH_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .trim()
      .default(DEFAULT_DATABASE_URL)
      .refine((value) => /^(file:|sqlite:|postgres:\/\/|postgresql:\/\/)/.test(value), {
        message: 'must start with file:, sqlite:, postgres:// or postgresql://',
      }),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /**
     * Shared state for several instances (src/server/shared-state/): attempt budgets, cache
     * invalidation and view counts. Unset: one instance keeps them in memory.
     */
    REDIS_URL: z
      .string()
      .trim()
      .refine((value) => /^rediss?:\/\//.test(value), {
        message: 'must start with redis:// or rediss://',
      })
      .optional(),
    /** Put before every key and channel, so several shops (or test runs) share one Redis. */
    REDIS_KEY_PREFIX: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'letters, digits and : _ . - only (at most 64)')
      .default('dakahlia-poultry:'),
    /**
     * How many instances run behind the balancer: while Redis is away each one allows this
     * share of an attempt budget, so together they still allow no more than one would.
     */
    SHOP_INSTANCES: z.coerce.number().int().min(1).max(64).default(1),
    /**
     * Turns on GET /api/metrics (Prometheus text) for callers sending it as a Bearer token;
     * unset, the path is the contract's 404. Long enough not to be guessed.
     */
    METRICS_TOKEN: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{20,200}$/, 'letters, digits, _ and - only, 20 to 200 of them')
      .optional(),
    /**
     * An OpenTelemetry collector's OTLP/HTTP address (src/server/tracing): spans go to
     * `<address>/v1/traces`. Unset, nothing is traced and the tracing code is not loaded.
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: z
      .string()
      .trim()
      .refine((value) => /^https?:\/\/[^\s/]+/.test(value), {
        message: 'must be an http:// or https:// address',
      })
      .optional(),
    SMTP_URL: z
      .string()
      .trim()
      .refine((value) => /^smtps?:\/\//.test(value), {
        message: 'must start with smtp:// or smtps://',
      })
      .optional(),
    MAIL_FROM: z
      .string()
      .trim()
      .min(3)
      .default('Dakahlia Poultry <no-reply@dakahlia-poultry.example>'),
    /** Which peers' X-Forwarded-* count (trust-proxy.mjs, shared with the front server). */
    TRUST_PROXY: z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        const problem = trustProxyProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform((value) => parseTrustProxy(value)),
    DEMO_ACCOUNTS: flag,
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    SCRYPT_LOG2_N: z.coerce.number().int().min(10).max(20).default(DEFAULT_SCRYPT_LOG2_N),
    /** A customer account's order budget (rate-limit/attempt-limits.ts has the defaults). */
    ORDER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).optional(),
    ORDER_LIMIT_OPEN: z.coerce.number().int().min(1).optional(),
    ORDER_LIMIT_OPEN_VALUE_EGP: z.coerce.number().int().min(1).optional(),
    /** Percent of an item's stock one account's open orders may hold; 100 turns it off. */
    ORDER_LIMIT_STOCK_SHARE: z.coerce.number().int().min(1).max(100).optional(),
    /**
     * Weighing (POST /admin/orders/{id}/weights): a line's weighed kilos are refused outside
     * [ordered ÷ F, ordered × F], a scale read in grams or a slipped digit; a difference from
     * the estimate above the percent is saved only once staff confirm it.
     */
    WEIGHING_MAX_FACTOR: z.coerce.number().gt(1).max(100).default(2),
    WEIGHING_CONFIRM_PERCENT: z.coerce.number().min(0).max(1000).default(20),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (!env.NEXTAUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['NEXTAUTH_SECRET'],
        message:
          'is required in production: set it to a long random string, e.g. `openssl rand -base64 32`',
      });
    } else if (env.NEXTAUTH_SECRET.length < 32) {
      ctx.addIssue({
        code: 'custom',
        path: ['NEXTAUTH_SECRET'],
        message: 'must be at least 32 characters in production',
      });
    }
    if (env.SCRYPT_LOG2_N < DEFAULT_SCRYPT_LOG2_N) {
      ctx.addIssue({
        code: 'custom',
        path: ['SCRYPT_LOG2_N'],
        message: `must be at least ${DEFAULT_SCRYPT_LOG2_N} in production (a cheaper hash is for tests only)`,
      });
    }
  })
  .transform((env) => ({
    ...env,
    NEXTAUTH_SECRET: env.NEXTAUTH_SECRET || DEVELOPMENT_SECRET,
    /** Demo seller/admin/customer accounts: always in development, opt-in elsewhere. */
    seedDemoAccounts: env.NODE_ENV === 'development' || env.DEMO_ACCOUNTS,
  }));

export type ServerEnv = z.output<typeof serverEnvSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
  constructor(message: string) {
    super(message);
    ENV_ERROR.mark(this);
  }
}

const ENV_ERROR = errorKind<EnvError>('EnvError');

/** Whether `value` is an EnvError (error-kind.ts says why not `instanceof`). */
export const isEnvError = (value: unknown): value is EnvError => ENV_ERROR.is(value);

const OPTIONAL_KEYS = [
  'NEXTAUTH_URL',
  'DATABASE_URL',
  'DATABASE_POOL_SIZE',
  'REDIS_URL',
  'REDIS_KEY_PREFIX',
  'SHOP_INSTANCES',
  'SMTP_URL',
  'METRICS_TOKEN',
  'OTEL_EXPORTER_OTLP_ENDPOINT',
  'MAIL_FROM',
  'TRUST_PROXY',
  'DEMO_ACCOUNTS',
  'LOG_LEVEL',
  'SCRYPT_LOG2_N',
  'ORDER_LIMIT_PER_HOUR',
  'ORDER_LIMIT_OPEN',
  'ORDER_LIMIT_OPEN_VALUE_EGP',
  'ORDER_LIMIT_STOCK_SHARE',
  'WEIGHING_MAX_FACTOR',
  'WEIGHING_CONFIRM_PERCENT',
] as const;

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  // An empty value in .env means "not set", not "set to nothing".
  const cleaned: Record<string, string | undefined> = { ...source };
  for (const key of OPTIONAL_KEYS) cleaned[key] = source[key]?.trim() || undefined;
  const parsed = serverEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')} ${issue.message}`)
      .join('\n');
    throw new EnvError(`The shop cannot start: invalid environment.\n${details}`);
  }
  return parsed.data;
}

let cached: ServerEnv | undefined;

/** Parsed once per process; every server module reads configuration through this. */
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}

/** Tests and CLI scripts that change process.env after a first read. */
export function resetServerEnvForTests(): void {
  cached = undefined;
}
