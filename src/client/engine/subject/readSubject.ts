import { createContext, useContext } from 'react';

/**
 * Whose data a profile page shows when it is not the signed-in person's: a patient's, read by
 * their doctor under the patient's grant (read-only, no pin).
 */
export interface ProfileSubject {
  /** The patient's account id: every read carries it as patient_id. */
  patientId: number;
  /** The patient's name, as the banner and the refusal say it. */
  name: string;
  /** yyyy-MM-dd, the last day the grant holds; null for no end date. */
  expiresOn: string | null;
}

/** What the reads under a subject's page need: whose data, and whom to tell of a refusal. */
export interface ReadSubject {
  patientId: number;
  /** The patient's name: the page's own words say theirs where they would say "your". */
  name: string;
  /** A read was refused (the grant ended or narrowed): the page stops showing the profile. */
  onRefused: () => void;
}

/**
 * Set by the profile page around its tabs, so that every read below it is the subject's:
 * no chart or table can read the signed-in person's own data by forgetting a prop.
 */
export const ReadSubjectContext = createContext<ReadSubject | undefined>(undefined);

export function useReadSubject(): ReadSubject | undefined {
  return useContext(ReadSubjectContext);
}
