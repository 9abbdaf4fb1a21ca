import AjvCompiler, { type ValidatorFactory } from '@fastify/ajv-compiler';
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';
import type { Ajv } from 'ajv';
import { calendarFormats } from '../../shared/api/calendarFormats';
import { MULTILINE_KEYWORD } from '../../shared/api/multilineText';
import { plainTextKeyword, withPlainTextRule } from './plainTextRule';

/** What Fastify hands a schema compiler for one part of one route. */
interface RouteSchema {
  schema?: unknown;
  httpPart?: string;
  method?: string;
  url?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route definition: the cache reads only schema, httpPart, method and url
type RouteCompiler<T> = (route: any) => T;

/** A validator (which reports through .errors) or a serializer: a function of one value. */
type CompiledSchema = ((...args: unknown[]) => unknown) & { errors?: unknown };

export interface SchemaCompilers {
  /** For Fastify's `schemaController.compilersFactory`. */
  compilersFactory: { buildValidator: ValidatorFactory; buildSerializer: SerializerFactory };
  /**
   * Compiles every schema no request has needed yet, one per turn of the event loop so
   * requests are answered in between. Rejects naming the route whose schema does not compile.
   */
  compileRemaining: () => Promise<void>;
}

/** What a validator's ajv is told beside Fastify's options: the words route schemas use. */
interface ValidatorOptions {
  onCreate?: (ajv: Ajv) => void;
}

/**
 * The formats of dates and times (shared/api/calendarFormats.ts), the text-area annotation,
 * and the plain-text keyword that withPlainTextRule puts on every string.
 */
function addRouteVocabulary(ajv: Ajv): void {
  if (!ajv.getKeyword(MULTILINE_KEYWORD)) ajv.addKeyword(MULTILINE_KEYWORD);
  ajv.addKeyword(plainTextKeyword);
  for (const [name, format] of Object.entries(calendarFormats)) {
    ajv.addFormat(name, { type: 'string', validate: format.accepts });
  }
}

/**
 * Fastify's own ajv and fast-json-stringify compilers, with three changes (decision 018,
 * decision 027):
 *
 * - Each distinct schema is compiled once, whatever route it belongs to. The routes made
 *   from the configs repeat a handful of shapes hundreds of times (every chart read has the
 *   same reply, every also_write path its dataset's body).
 * - A schema is compiled when a request first needs it, or by `compileRemaining` once the
 *   server listens, not while the routes are registered: compiling them all held the
 *   server's start back (decision 018).
 * - Every string of a body, query, params or headers schema is plain text (plainTextRule.ts)
 *   and dates and times must exist (calendarFormats): a route gets both by being compiled
 *   here, with nothing to declare.
 */
export function createSchemaCompilers(): SchemaCompilers {
  const uncompiled = new Map<() => void, string>();

  function sharedByShape<C extends RouteCompiler<unknown>>(compile: C): C {
    const compiled = new Map<string, CompiledSchema>();
    const shared = (route: RouteSchema) => {
      const key = `${route.httpPart ?? 'reply'}\u0000${JSON.stringify(route.schema)}`;
      let entry = compiled.get(key);
      if (!entry) {
        // Fastify's compilers return a validator or a serializer: a function either way.
        const compileThis = () => compile(route) as CompiledSchema;
        entry = compiledOnFirstCall(compileThis, uncompiled, describe(route));
        compiled.set(key, entry);
      }
      return entry;
    };
    return shared as C;
  }

  const buildValidator = AjvCompiler();
  const buildSerializer = SerializerSelector();
  return {
    compilersFactory: {
      buildValidator: ((
        externalSchemas: Parameters<typeof buildValidator>[0],
        options: ValidatorOptions | undefined,
      ) => {
        const compile: RouteCompiler<unknown> = buildValidator(externalSchemas, {
          ...options,
          onCreate: (ajv: Ajv) => {
            options?.onCreate?.(ajv);
            addRouteVocabulary(ajv);
          },
        });
        return sharedByShape((route: RouteSchema) =>
          compile({ ...route, schema: withPlainTextRule(route.schema) }),
        );
      }) as ValidatorFactory,
      buildSerializer: ((...args: Parameters<SerializerFactory>) =>
        sharedByShape(buildSerializer(...args))) as SerializerFactory,
    },
    compileRemaining: async () => {
      for (const [compileNow, route] of uncompiled) {
        await new Promise((resolve) => setImmediate(resolve));
        try {
          compileNow();
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new Error(`The schema of ${route} does not compile: ${reason}`, { cause: error });
        }
      }
    },
  };
}

function describe(route: RouteSchema): string {
  const part = route.httpPart ? `${route.httpPart} of ` : 'reply of ';
  return `the ${part}${route.method ?? ''} ${route.url ?? ''}`.trim();
}

/**
 * A function that compiles `compile`'s result the first time it is called (or when
 * `uncompiled`'s entry is run) and from then on forwards to it, copying a validator's
 * `errors` across, which is where Fastify reads why a request was refused.
 */
function compiledOnFirstCall(
  compile: () => CompiledSchema,
  uncompiled: Map<() => void, string>,
  route: string,
): CompiledSchema {
  let compiled: CompiledSchema | undefined;
  const compileNow = () => {
    compiled ??= compile();
    uncompiled.delete(compileNow);
    return compiled;
  };
  uncompiled.set(compileNow, route);
  const forward: CompiledSchema = function (this: unknown, ...args: unknown[]) {
    const target = compileNow();
    const result = target.apply(this, args);
    forward.errors = target.errors;
    return result;
  };
  return forward;
}
