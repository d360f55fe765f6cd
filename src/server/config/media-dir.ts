import path from 'node:path';
import { parseDatabaseUrl } from '@/server/db/engine';
import { serverEnv } from './server-env';

/**
 * Where uploaded pictures live: MEDIA_DIR, else a media/ folder beside the SQLite file (one
 * folder to back up and move), else data/media. Read per call, so a test can point it
 * elsewhere before its first upload.
 */
export function mediaDir(): string {
  const env = serverEnv();
  if (env.MEDIA_DIR) return path.resolve(env.MEDIA_DIR);
  const engine = parseDatabaseUrl(env.DATABASE_URL);
  if (engine.kind === 'sqlite' && engine.file !== ':memory:') {
    return path.join(path.dirname(engine.file), 'media');
  }
  return path.resolve('data/media');
}
