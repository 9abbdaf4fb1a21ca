/** After a password reset, or a reset request, the product returns to / after 3 seconds (000 §9). */
export const REDIRECT_AFTER_RESET_MS = 3_000;

/** The height mask of the specification: one digit, a dot, two digits (metres). */
export const HEIGHT_MASK = '#.##';
