/** The part of JSON Schema the route schemas use, as the OpenAPI document carries it. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  $ref?: string;
}

export interface ApiParameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the document: what a request to it may carry. */
export interface ApiOperation {
  method: string;
  /** The path as the document writes it, parameters as {name}. */
  path: string;
  signedIn: boolean;
  pathParameters: ApiParameter[];
  query: ApiParameter[];
  headers: ApiParameter[];
  body?: { schema: JsonSchema; contentTypes: string[] };
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation | undefined>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** The schema a $ref names, followed until it names none. */
function resolved(schema: JsonSchema, document: OpenApiDocument): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref !== undefined && hops < 10; hops += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    if (!target) throw new Error(`The document has no schema ${current.$ref}`);
    current = target;
  }
  return current;
}

/** Every schema of the document with its $refs replaced, so a generator needs no document. */
function inlined(schema: JsonSchema, document: OpenApiDocument, depth = 0): JsonSchema {
  if (depth > 20) return {};
  const own = resolved(schema, document);
  const inner = (child: JsonSchema) => inlined(child, document, depth + 1);
  return {
    ...own,
    ...(own.properties
      ? {
          properties: Object.fromEntries(
            Object.entries(own.properties).map(([name, child]) => [name, inner(child)]),
          ),
        }
      : {}),
    ...(own.items ? { items: inner(own.items) } : {}),
    ...(typeof own.additionalProperties === 'object'
      ? { additionalProperties: inner(own.additionalProperties) }
      : {}),
    ...(own.anyOf ? { anyOf: own.anyOf.map(inner) } : {}),
    ...(own.oneOf ? { oneOf: own.oneOf.map(inner) } : {}),
    ...(own.allOf ? { allOf: own.allOf.map(inner) } : {}),
  };
}

/** The operations of an OpenAPI document (app.swagger()), one per path and method. */
export function apiOperations(document: OpenApiDocument): ApiOperation[] {
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = (where: string): ApiParameter[] =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === where)
          .map((parameter) => ({
            name: parameter.name,
            required: parameter.required === true || where === 'path',
            schema: inlined(parameter.schema ?? { type: 'string' }, document),
          }));
      const content = operation.requestBody?.content ?? {};
      const [firstBody] = Object.values(content);
      operations.push({
        method: method.toUpperCase(),
        path,
        signedIn: (operation.security ?? []).length > 0,
        pathParameters: parameters('path'),
        query: parameters('query'),
        headers: parameters('header'),
        ...(firstBody?.schema
          ? {
              body: {
                schema: inlined(firstBody.schema, document),
                contentTypes: Object.keys(content),
              },
            }
          : {}),
      });
    }
  }
  return operations;
}
