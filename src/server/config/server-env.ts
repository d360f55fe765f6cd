import { z } from 'zod';

/** Used only when NODE_ENV is not production, so `npm run dev` works with nothing set. */
const DEVELOPMENT_SECRET = 'development-only-secret-never-used-in-production';

const serverEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    NEXTAUTH_SECRET: z.string().trim().optional(),
    NEXTAUTH_URL: z.url().optional(),
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
  })
  .transform((env) => ({
    ...env,
    NEXTAUTH_SECRET: env.NEXTAUTH_SECRET || DEVELOPMENT_SECRET,
  }));

export type ServerEnv = z.output<typeof serverEnvSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const parsed = serverEnvSchema.safeParse({
    ...source,
    // An empty value in .env means "not set", not "set to nothing".
    NEXTAUTH_URL: source.NEXTAUTH_URL || undefined,
  });
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
