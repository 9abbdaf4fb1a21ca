/**
 * A tracked time as docs/product.md#workout-routines stores it: hours.minutes as a decimal, so
 * 1 hour 5 minutes is 1.05 and 45 seconds is 0 (seconds are dropped, not rounded up).
 */
export function hoursMinutesDecimal(seconds: number): number {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return Number((hours + minutes / 100).toFixed(2));
}
