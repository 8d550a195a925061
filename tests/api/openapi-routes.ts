/** The routes of the app's OpenAPI document, as the bad-input tests walk them. */

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  enum?: unknown[];
  nullable?: boolean;
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export interface Param {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** As in the OpenAPI document, under /api: /bookings/{id}. */
  path: string;
  pathParams: Param[];
  query: Param[];
  /** The application/json body, when the route takes one. */
  body?: JsonSchema;
  /** The route takes multipart/form-data (uploads). */
  multipart: boolean;
  /** ra-data-simple-rest list: sort, range and filter. */
  list: boolean;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        consumes?: string[];
      }
    >
  >;
}

export function operationsOf(doc: OpenApiDoc): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const query = params
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: Boolean(p.required) }));
      const content = op.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: params
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: true })),
        query,
        body: content['application/json']?.schema,
        multipart: Boolean(content['multipart/form-data']) || Boolean(op.consumes?.includes('multipart/form-data')),
        list: ['sort', 'range', 'filter'].every((name) => query.some((q) => q.name === name)),
      });
    }
  }
  return operations;
}
