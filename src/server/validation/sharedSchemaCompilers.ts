import AjvCompiler, { type ValidatorFactory } from '@fastify/ajv-compiler';
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route definition: the cache reads only schema and httpPart
type RouteCompiler<T> = (route: any) => T;

/**
 * Compiles each distinct schema once, whatever route it belongs to. The routes generated
 * from the configs repeat a handful of shapes hundreds of times (every chart read has the
 * same reply, every also_write path its dataset's body), and compiling each again made
 * start-up slow. Same schema, same part of the request: the same compiled function.
 */
function sharedByShape<C extends RouteCompiler<unknown>>(compile: C): C {
  const compiled = new Map<string, unknown>();
  const shared = (route: { schema?: unknown; httpPart?: string }) => {
    const key = `${route.httpPart ?? 'reply'}\u0000${JSON.stringify(route.schema)}`;
    if (!compiled.has(key)) compiled.set(key, compile(route));
    return compiled.get(key);
  };
  return shared as C;
}

const buildValidator = AjvCompiler();
const buildSerializer = SerializerSelector();

/** Fastify's own ajv and fast-json-stringify compilers, each behind the cache above. */
export const sharedSchemaCompilers = {
  buildValidator: ((...args: Parameters<typeof buildValidator>) =>
    sharedByShape(buildValidator(...args))) as ValidatorFactory,
  buildSerializer: ((...args: Parameters<SerializerFactory>) =>
    sharedByShape(buildSerializer(...args))) as SerializerFactory,
};
