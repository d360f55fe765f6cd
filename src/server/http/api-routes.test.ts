import { ROUTES } from '@/contracts/routes';
import { API_ROUTES, MODULE_ROUTES, ROUTE_IMPLEMENTATIONS } from './api-routes';

describe('the modules’ route maps', () => {
  it('name every route of the table exactly once across modules', () => {
    const owners = new Map<string, string[]>();
    for (const [module, routes] of Object.entries(MODULE_ROUTES)) {
      for (const name of Object.keys(routes))
        owners.set(name, [...(owners.get(name) ?? []), module]);
    }
    const twice = [...owners].filter(([, modules]) => modules.length > 1);
    expect(twice).toEqual([]);
    expect([...owners.keys()].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it('implement each name with the route of that name', () => {
    for (const [name, route] of Object.entries(ROUTE_IMPLEMENTATIONS)) {
      expect(route.meta.name).toBe(name);
    }
  });

  it('list API_ROUTES in the contract’s order', () => {
    expect(API_ROUTES.map((route) => route.meta.name)).toEqual(Object.keys(ROUTES));
  });
});
