/** Where a prescription starts: one rehab template, or exercises of the library. */
export type PrescriptionSourceKind = 'template' | 'library';

/** The source chosen and each picker's search, as typed (searched as it is typed). */
export interface PrescriptionSourceValues {
  source: PrescriptionSourceKind;
  templateSearch: string;
  exerciseSearch: string;
}

/** A source as it is first shown: its picker's search empty. */
export function sourceChosen(source: PrescriptionSourceKind): PrescriptionSourceValues {
  return { source, templateSearch: '', exerciseSearch: '' };
}
