import { z } from 'zod';
import { API_ROUTES, type ApiRoute, type RequestBody, type ResponseBody } from './api-routes';
import { errorBody } from './auth';

/**
 * The API reference as an OpenAPI 3.1 document, generated from the route table and its zod
 * schemas (zod's own JSON Schema output: OpenAPI 3.1 schemas are JSON Schema 2020-12). The
 * gateway serves it at /api/docs.
 */
type JsonObject = Record<string, unknown>;

const schemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonObject => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonObject;
  return rest;
};

function requestBody(body: RequestBody): JsonObject | undefined {
  if (body === 'none') return undefined;
  if ('json' in body)
    return {
      required: true,
      content: { 'application/json': { schema: schemaOf(body.json, 'input') } },
    };
  if ('raw' in body) return { required: true, content: { [body.raw]: { schema: {} } } };
  const file = { type: 'string', format: 'binary' };
  const properties = Object.fromEntries(
    body.files.map((field) => [field, body.many ? { type: 'array', items: file } : file]),
  );
  return {
    required: true,
    content: { 'multipart/form-data': { schema: { type: 'object', properties } } },
  };
}

function responseContent(response: ResponseBody): JsonObject | undefined {
  if (response === 'empty') return undefined;
  if ('json' in response)
    return { 'application/json': { schema: schemaOf(response.json, 'output') } };
  return { [response.content]: { schema: { type: 'string', format: 'binary' } } };
}

function parameters(route: ApiRoute): JsonObject[] {
  const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = route.query
    ? Object.entries(schemaOf(route.query, 'input').properties ?? {}).map(([name, schema]) => ({
        name,
        in: 'query',
        required: false,
        schema,
      }))
    : [];
  const workspace =
    route.auth === 'workspace'
      ? [
          {
            name: 'X-Workspace-Id',
            in: 'header',
            required: false,
            description: "The workspace acted in; the user's personal workspace when absent.",
            schema: { type: 'string' },
          },
        ]
      : [];
  return [...inPath, ...query, ...workspace];
}

function operation(route: ApiRoute): JsonObject {
  const content = responseContent(route.response);
  const error = { content: { 'application/json': { schema: schemaOf(errorBody, 'output') } } };
  const body = requestBody(route.body);
  return {
    summary: route.summary,
    operationId: `${route.method} ${route.path}`,
    ...(route.auth === 'none' ? { security: [] } : {}),
    parameters: parameters(route),
    ...(body ? { requestBody: body } : {}),
    responses: {
      [route.status]: { description: 'Success', ...(content ? { content } : {}) },
      default: { description: 'An error: `{ error, code }`', ...error },
    },
  };
}

export function openApiDocument(routes: readonly ApiRoute[] = API_ROUTES): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const route of routes) (paths[route.path] ??= {})[route.method] = operation(route);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Shortlist API',
      version: '1',
      description:
        'Every public route, generated from the zod contracts. Sign in with POST /api/auth/login and send the token as `Authorization: Bearer <token>`.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
