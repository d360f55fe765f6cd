/**
 * One value per server process, kept on globalThis under `Symbol.for('dakahlia-poultry.<name>')`.
 * Next bundles each API route and page with its own copy of the server modules, so a module
 * variable would be one per bundle (an order placed through one route would not drop another
 * route's cache); the front server (start-server.mjs) reads the same keys.
 */
export function processSingleton<T extends object>(name: string, create: () => T): T {
  const key = Symbol.for(`dakahlia-poultry.${name}`);
  const holder = globalThis as typeof globalThis & Record<symbol, T | undefined>;
  holder[key] ??= create();
  return holder[key];
}
