// npm run user:create -- --role admin --username owner@example.com --name "Owner" --phone 01001234567
// Creates an account of any role (registration only ever makes customers). The password is
// asked for on a terminal, or read from the first line of stdin when piped, never from
// the command line, where it would stay in the shell history.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { createUser, CreateUserError } from '@/server/cli/create-user';
import { serverEnv } from '@/server/config/server-env';
import { parseDatabaseUrl } from '@/server/db/engine';
import { migrateToLatest } from '@/server/db/migrate';
import { openDatabase } from '@/server/db/open-database';

const USAGE =
  'Usage: npm run user:create -- --role customer|seller|admin|driver --username <mobile or e-mail> --name <name> --phone <01xxxxxxxxx> [--email <e-mail>]';

/** A password typed on a terminal, echoing nothing. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    let value = '';
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          return;
        }
        if (char === '\u0003') {
          finish(new Error('Cancelled.'));
          return;
        }
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char;
      }
    };
    process.stdout.write(question);
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.on('data', onData);
    input.resume();
  });
}

/** The first line of piped stdin (scripts and tests). */
function firstLineOfStdin(): Promise<string> {
  return new Promise((resolve) => {
    const lines = createInterface({ input: process.stdin });
    let first: string | undefined;
    lines.once('line', (line) => {
      first = line;
      lines.close();
    });
    lines.once('close', () => resolve(first ?? ''));
  });
}

function readPassword(): Promise<string> {
  return process.stdin.isTTY ? promptHidden('Password (not shown): ') : firstLineOfStdin();
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      role: { type: 'string' },
      username: { type: 'string' },
      name: { type: 'string' },
      phone: { type: 'string' },
      email: { type: 'string' },
    },
  });
  if (!values.role || !values.username || !values.name || !values.phone)
    throw new CreateUserError(USAGE);
  const password = await readPassword();
  const handle = openDatabase(parseDatabaseUrl(serverEnv().DATABASE_URL));
  try {
    await migrateToLatest(handle.db, handle.engine);
    const user = await createUser(handle.db, { ...values, password });
    console.log(`Created ${user.role} #${user.id} (${user.username}).`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
