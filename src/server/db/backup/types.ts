import { errorKind } from '@/server/errors/error-kind';
import type { EngineKind } from '../engine';

/** What a backup wrote. */
export interface BackupResult {
  engine: EngineKind;
  /** Absolute path of the finished backup file. */
  file: string;
  bytes: number;
}

export interface BackupOptions {
  /** Where to write; default backups/shop-<engine>-<UTC timestamp>.<ext> under the cwd. */
  out?: string;
  /** The instant in the default file name (tests). */
  now?: Date;
}

export interface RestoreOptions {
  /** Replace a database that already holds data (`--yes`). */
  force?: boolean;
}

/** What a restore left in the target database, after bringing its migrations up to date. */
export interface RestoreResult {
  engine: EngineKind;
  /** The restored database, for messages (a file, or host:port/name without the password). */
  target: string;
  /** Migrations this build applied on top of the backup (empty when it was current). */
  migrated: string[];
  orders: number;
  users: number;
}

/**
 * A refusal or failure with a message meant for the operator as it is: the CLI prints it on
 * one line and exits 1. Anything else escaping is a bug.
 */
export class BackupError extends Error {
  override name = 'BackupError';
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    BACKUP_ERROR.mark(this);
  }
}

const BACKUP_ERROR = errorKind<BackupError>('BackupError');

/** Whether `value` is a BackupError (error-kind.ts says why not `instanceof`). */
export const isBackupError = (value: unknown): value is BackupError => BACKUP_ERROR.is(value);
