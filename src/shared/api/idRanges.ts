/**
 * The ids a request may name, bounded by the column that holds them: an id outside its
 * column's range cannot name a row, and PostgreSQL refuses the query instead of finding
 * nothing (see src/server/db/migrations for each column's type).
 */

/** A bigserial id: 2^53 - 1, where a JSON number stops naming one integer, is inside bigint. */
export const BIGINT_ID_RANGE = { minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

/** An integer column's id (an exercise or a template routine of the catalogue): 2^31 - 1. */
export const INTEGER_ID_RANGE = { minimum: 1, maximum: 2_147_483_647 } as const;

/**
 * A bigserial id written in a query string or a path, which are text: up to 15 digits, so
 * every accepted id is below 2^53 - 1 and survives Number().
 */
export const BIGINT_ID_TEXT_PATTERN = '^[1-9][0-9]{0,14}$';

/** A page of a paged list, as a number or as query-string text: 1 to 999999. */
export const PAGE_RANGE = { minimum: 1, maximum: 999_999 } as const;
export const PAGE_TEXT_PATTERN = '^[1-9][0-9]{0,5}$';
