import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { ROUTE_SCHEMAS, type RouteSchemas } from './route-schemas';
import { ROUTES, pathOf, type RouteName } from './routes';

const names = Object.keys(ROUTES) as RouteName[];

/** The `:name` segments of a route's path, in order. */
const pathParams = (name: RouteName) =>
  [...ROUTES[name].path.matchAll(/:(\w+)/g)].map((match) => match[1]);

describe('pathOf', () => {
  it('fills in the path parameters, encoded', () => {
    expect(pathOf('itemDetails', { id: 5 })).toBe('/item/details/5');
    expect(pathOf('categoryItemsList', { categoryId: '3' })).toBe('/items/list/3');
    expect(pathOf('addressDelete', { id: 'a b/c' })).toBe('/user/address/delete/a%20b%2Fc');
    expect(pathOf('categoryList')).toBe('/category/list');
  });

  it('refuses a missing parameter rather than calling a wrong path', () => {
    expect(() => pathOf('itemDetails')).toThrow('itemDetails: missing path parameter id');
    expect(() => pathOf('categoryItemsList', { id: 3 })).toThrow(/categoryId/);
  });
});

describe('ROUTES and ROUTE_SCHEMAS', () => {
  it('name the same calls', () => {
    expect(Object.keys(ROUTE_SCHEMAS).sort()).toEqual([...names].sort());
  });

  it.each(names)('%s has a params schema exactly for its path parameters', (name) => {
    const { params } = ROUTE_SCHEMAS[name] as RouteSchemas;
    const expected = pathParams(name);
    if (expected.length === 0) {
      expect(params).toBeUndefined();
      return;
    }
    expect(params).toBeInstanceOf(z.ZodObject);
    expect(Object.keys((params as z.ZodObject).shape).sort()).toEqual([...expected].sort());
  });

  it('take an upload only on a POST without a JSON body schema', () => {
    const uploads = names.filter((name) => 'upload' in ROUTES[name]);
    expect(uploads).toEqual(['complaintImages', 'adminItemImages']);
    for (const name of uploads) {
      expect(ROUTES[name].method).toBe('POST');
      expect((ROUTE_SCHEMAS[name] as RouteSchemas).body).toBeUndefined();
    }
  });

  it('are plain paths under /api: leading slash, no trailing one, no query', () => {
    for (const name of names) {
      expect(ROUTES[name].path).toMatch(/^\/[^?#]*[^/?#]$/);
    }
  });
});
