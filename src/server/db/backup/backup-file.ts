import fs from 'node:fs';
import path from 'node:path';
import type { EngineKind } from '../engine';
import { BackupError } from './types';

const EXTENSION: Record<EngineKind, string> = { sqlite: 'sqlite', postgres: 'dump' };

/** 2026-11-25T08:30:00.123Z → 20261125T083000Z: sorts by time and is safe in any file name. */
export function utcStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

export function defaultBackupPath(engine: EngineKind, now: Date): string {
  return path.resolve('backups', `shop-${engine}-${utcStamp(now)}.${EXTENSION[engine]}`);
}

/** Flushes a file (or a directory's entries) to the disk, so a backup survives a power cut. */
export function syncPath(target: string): void {
  const fd = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Writes `target` through `<target>.partial` and renames it only once `write` has finished,
 * so a failed or interrupted backup never leaves a file that looks complete.
 */
export async function writeAtomically(
  target: string,
  write: (partial: string) => Promise<void> | void,
): Promise<number> {
  const refuseExisting = () => {
    if (fs.existsSync(target)) {
      throw new BackupError(
        `${target} already exists: choose another --out, backups are never overwritten`,
      );
    }
  };
  refuseExisting();
  // Backups hold names, addresses, phone numbers and password hashes: owner-only, like the
  // folder they go to when this creates it.
  fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const partial = `${target}.partial`;
  // A .partial left by an interrupted run is incomplete by definition.
  fs.rmSync(partial, { force: true });
  try {
    await write(partial);
    fs.chmodSync(partial, 0o600);
    syncPath(partial);
    // Again: a backup can take minutes, and rename would replace what appeared meanwhile.
    refuseExisting();
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  syncPath(path.dirname(target));
  return fs.statSync(target).size;
}

/** 1536 → "1.5 KiB", for the operator. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit] ?? ''}`;
}
