import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { countRequest } from '../../db/repositories/requestRateCountsRepository';

/**
 * A store for @fastify/rate-limit whose counts live in the database (request_rate_counts),
 * so that every server instance sharing it counts the same requests; the plugin's own store
 * counts in one process's memory. Keys carry the route group, so one store serves them all.
 */
export function databaseRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countRequest(db, key, timeWindow).then(
        ({ hits, msLeft }) => callback(null, { current: hits, ttl: Math.max(0, msLeft) }),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(`Counting ${key}: ${String(error)}`)),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
