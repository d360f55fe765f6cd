import { EnvError, serverEnv } from './server-env';

export function validateEnvironmentOrExit(): void {
  try {
    serverEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}
