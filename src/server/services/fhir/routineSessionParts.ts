import { ROUTINE_SESSION_CODE } from './fhirSystems';

/** A part of a session's resource (a figure) as its component is coded. */
export function routineSessionPartCode(part: string): string {
  return `${ROUTINE_SESSION_CODE}.${part}`;
}
