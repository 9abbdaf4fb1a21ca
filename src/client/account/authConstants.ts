/** After a password reset, or a reset request, the product returns to / after 3 seconds (docs/product.md#accounts-and-sessions). */
export const REDIRECT_AFTER_RESET_MS = 3_000;

/** The height mask of docs/product.md#accounts-and-sessions: one digit, a dot, two digits (metres). */
export const HEIGHT_MASK = '#.##';
