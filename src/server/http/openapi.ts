import { z } from 'zod';
import { errorEnvelopeSchema } from '@/contracts/envelope';
import type { RouteName } from '@/contracts/routes';
import { API_ROUTES } from './api-routes';
import type { ApiRoute } from './define-route';
import { MAX_BODY_BYTES } from './read-json-body';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const document: JsonSchema = { ...z.toJSONSchema(schema, { io, unrepresentable: 'any' }) };
  // OpenAPI 3.1 already speaks JSON Schema 2020-12; a dialect per schema is noise.
  delete document.$schema;
  return document;
}

/** Calls that can find what they write already taken: a username, stock, an idempotency key. */
const CONFLICTS = new Set<RouteName>(['userRegister', 'ordersAdd']);

/** Sign-up, sign-in, password and PIN calls: budgeted attempts (attempt-limits.ts), 429 beyond. */
const ATTEMPT_LIMITED = new Set<RouteName>([
  'userLogin',
  'userRegister',
  'userForgetPassword',
  'userCheckPin',
  'userResetPassword',
  'userChangePassword',
]);

/** The statuses a route can answer besides 200, from what it reads and who may call it. */
function errorStatuses(route: ApiRoute): number[] {
  const { meta } = route;
  // Any call needs the database: without it, 503.
  const statuses = new Set<number>([500, 503]);
  if (meta.body || meta.upload || meta.query || meta.list || meta.params) statuses.add(400);
  if (meta.auth === 'required') statuses.add(401);
  // A write sent from another site's page is refused (cross-site.ts).
  if (meta.roles || meta.method !== 'GET') statuses.add(403);
  if (meta.params) statuses.add(404);
  if (meta.body || meta.upload) statuses.add(413);
  if (CONFLICTS.has(meta.name)) statuses.add(409);
  if (ATTEMPT_LIMITED.has(meta.name)) statuses.add(429);
  return [...statuses].sort();
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input: `errors` names each bad field',
  401: 'Token missing, malformed, expired or revoked',
  403: 'The role may not do this, or a write came from another site (Origin, Sec-Fetch-Site)',
  404: 'No such resource (including one that belongs to another user)',
  409: 'Conflict: username taken, stock short, or an Idempotency-Key reused for another order',
  413: `Body larger than ${MAX_BODY_BYTES / 1024} KiB (an upload: its file larger than the route allows)`,
  429: 'Too many attempts: see Retry-After',
  500: 'Unexpected failure: a generic message; details are in the server log',
  503: 'The database cannot be reached (or, for /health, its migrations are behind this build)',
};

function parameters(route: ApiRoute): JsonSchema[] {
  const { meta } = route;
  const list: JsonSchema[] = [{ $ref: '#/components/parameters/lang' }];
  for (const name of meta.path.match(/:(\w+)/g) ?? []) {
    list.push({
      name: name.slice(1),
      in: 'path',
      required: true,
      schema: { type: 'integer', minimum: 1 },
    });
  }
  if (meta.list) {
    list.push(
      { $ref: '#/components/parameters/limitHeader' },
      { $ref: '#/components/parameters/limit' },
      { $ref: '#/components/parameters/page' },
    );
  }
  if (meta.query) {
    const properties = (jsonSchema(meta.query, 'input').properties ?? {}) as Record<
      string,
      JsonSchema
    >;
    for (const [name, schema] of Object.entries(properties))
      list.push({ name, in: 'query', required: false, schema });
  }
  for (const [name, description] of Object.entries(meta.headers ?? {})) {
    list.push({ name, in: 'header', required: false, description, schema: { type: 'string' } });
  }
  return list;
}

/** An upload route's body: one file in a multipart/form-data form (read-upload.ts). */
function uploadBody(upload: NonNullable<ApiRoute['meta']['upload']>): JsonSchema {
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: [upload.field],
          properties: {
            [upload.field]: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description: `The file, at most ${upload.maxBytes} bytes; what it is is read from its content`,
            },
          },
        },
      },
    },
  };
}

function operation(route: ApiRoute): JsonSchema {
  const { meta } = route;
  const results = jsonSchema(meta.response, 'output');
  const success: JsonSchema = {
    type: 'object',
    required: ['success', 'message', 'results'],
    properties: {
      success: { const: true },
      message: { type: 'string', description: 'Localised by the lang header' },
      results,
      ...(meta.list
        ? { total: { type: 'integer' }, page: { type: 'integer' }, limit: { type: 'integer' } }
        : {}),
    },
  };
  const responses: Record<string, JsonSchema> = {
    200: { description: 'OK', content: { 'application/json': { schema: success } } },
  };
  for (const status of errorStatuses(route)) {
    responses[status] = {
      description: ERROR_TEXT[status],
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    };
  }
  return {
    summary: meta.summary,
    operationId: `${meta.method.toLowerCase()}${meta.path.replace(/[/:_-](\w)/g, (_, c: string) => c.toUpperCase())}`,
    ...(meta.auth === 'none' ? { security: [] } : {}),
    ...(meta.auth === 'optional' ? { security: [{}, { bearer: [] }] } : {}),
    ...(meta.roles ? { 'x-roles': meta.roles } : {}),
    parameters: parameters(route),
    ...(meta.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(meta.body, 'input') } },
          },
        }
      : {}),
    ...(meta.upload ? { requestBody: uploadBody(meta.upload) } : {}),
    responses,
  };
}

/** An OpenAPI 3.1 document of every call, generated from the schemas the server validates with. */
export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of API_ROUTES) {
    const path = route.meta.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.meta.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Dakahlia Poultry shop API',
      version: '1.0.0',
      description:
        'Generated by `npm run docs:api` from src/contracts and src/server routes. See docs/api.md.',
    },
    servers: [{ url: '/api' }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'Opaque token from login or register; 30 days',
        },
      },
      parameters: {
        lang: {
          name: 'lang',
          in: 'header',
          required: false,
          schema: { type: 'string', enum: ['en', 'ar'], default: 'en' },
        },
        limitHeader: {
          name: 'limit',
          in: 'header',
          required: false,
          schema: { type: 'integer', minimum: 1, maximum: 10000 },
        },
        limit: {
          name: 'limit',
          in: 'query',
          required: false,
          schema: { type: 'integer', minimum: 1, maximum: 10000 },
        },
        page: {
          name: 'page',
          in: 'query',
          required: false,
          schema: { type: 'integer', minimum: 1, default: 1 },
        },
      },
      schemas: { ErrorEnvelope: jsonSchema(errorEnvelopeSchema, 'output') },
    },
    paths,
  };
}

/** The Markdown table of calls that docs/api.md carries between its markers. */
export function callsTable(): string {
  const rows = API_ROUTES.map(({ meta }) => {
    const token =
      meta.auth === 'required'
        ? meta.roles
          ? `yes (${meta.roles.join(', ')})`
          : 'yes'
        : meta.auth === 'optional'
          ? 'optional'
          : 'no';
    return `| ${meta.method} | \`${meta.path.replace(/:(\w+)/g, '{$1}')}\` | ${token} | ${meta.summary.replaceAll('|', '\\|')} |`;
  });
  return ['| method | path | token | what it does |', '|---|---|---|---|', ...rows].join('\n');
}
