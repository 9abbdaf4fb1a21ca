import { routineTexts } from './routineTexts';

/** "10 reps", or N/A when a routine exercise has none (docs/product.md#workout-routines). */
export function repsText(reps: number | null): string {
  return reps === null ? routineTexts.notAvailable : routineTexts.reps(reps);
}

/** "45 s", "2 min", "1 min 30 s", or N/A when there is no time. */
export function timeText(seconds: number | null): string {
  if (seconds === null) return routineTexts.notAvailable;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return routineTexts.seconds(rest);
  return rest === 0 ? routineTexts.minutes(minutes) : routineTexts.minutesAndSeconds(minutes, rest);
}

/** A running clock: 4:05, or 1:02:03 past an hour. */
export function clockText(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** The clock said in words, for a screen reader: "1 hour 2 minutes 3 seconds". */
export function clockWords(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const { hour, minute, second } = routineTexts.clockUnits;
  const parts: [number, (count: number) => string][] = [
    [Math.floor(whole / 3600), hour],
    [Math.floor((whole % 3600) / 60), minute],
    [whole % 60, second],
  ];
  const said = parts
    .filter(([value], index) => value > 0 || (index === 2 && whole === 0))
    .map(([value, unit]) => unit(value));
  return said.join(' ');
}

/** A dose's numbers, as a prescription gives them; every field may be missing. */
export interface DoseNumbers {
  sets: number | null;
  reps: number | null;
  hold_seconds: number | null;
  time_seconds: number | null;
}

/**
 * A prescribed dose as a physiotherapist writes it: "3 × 10, hold 5 s", "2 × 45 s",
 * "10 reps, 30 s"; N/A when it says nothing.
 */
export function dosageText(dose: DoseNumbers): string {
  const parts: string[] = [];
  const { sets, reps, hold_seconds: hold, time_seconds: time } = dose;
  if (reps !== null)
    parts.push(sets === null ? repsText(reps) : routineTexts.timesOver(sets, reps));
  if (time !== null) {
    parts.push(
      reps === null && sets !== null
        ? routineTexts.timesOver(sets, timeText(time))
        : timeText(time),
    );
  }
  if (reps === null && time === null && sets !== null) {
    parts.push(routineTexts.sets(sets));
  }
  if (hold !== null) parts.push(routineTexts.hold(timeText(hold)));
  return parts.length === 0 ? routineTexts.notAvailable : parts.join(', ');
}
