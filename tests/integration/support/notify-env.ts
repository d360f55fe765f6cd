import { resetNotifyEnvForTests, setProvidersForTests } from '@/server/notify';

/**
 * Sets message settings for a suite and rebuilds the providers from them (the registry reads
 * the environment once); the returned function puts everything back.
 */
export function useNotifyEnv(values: Record<string, string>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  Object.assign(process.env, values);
  resetNotifyEnvForTests();
  setProvidersForTests();
  return () => {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) Reflect.deleteProperty(process.env, key);
      else process.env[key] = value;
    }
    resetNotifyEnvForTests();
    setProvidersForTests();
  };
}
