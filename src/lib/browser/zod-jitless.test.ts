import { z } from 'zod';
import { disableZodEval } from './zod-jitless';

describe('zod without eval in the browser', () => {
  it('turns on jitless in the config object zod reads, keeping what is there', () => {
    const scope: Parameters<typeof disableZodEval>[0] = { __zod_globalConfig: {} };
    const before = scope.__zod_globalConfig;
    disableZodEval(scope);
    // The same object: zod keeps a reference to it from the moment it loads.
    expect(scope.__zod_globalConfig).toBe(before);
    expect(scope.__zod_globalConfig?.jitless).toBe(true);
  });

  it('never calls the Function constructor when parsing objects once jitless', () => {
    disableZodEval();
    const spy = jest.spyOn(globalThis, 'Function');
    const schema = z.object({ id: z.number(), name: z.string() });
    expect(schema.parse({ id: 1, name: 'فراخ' })).toEqual({ id: 1, name: 'فراخ' });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
