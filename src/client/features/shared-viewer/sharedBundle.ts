import type { Bundle, FhirResource, Observation, Patient } from 'fhir/r4';
import { observationViews } from './observationViews';
import { resourceViews } from './resourceViews';
import type { SharedView } from './sharedViews';

/** Whose data a link holds, as its Patient says. */
export interface SharedPatient {
  name: string | undefined;
  /** yyyy-MM-dd. */
  birthDate: string | undefined;
}

export interface SharedBundle {
  patient: SharedPatient;
  /** When the link's copy was made (the Bundle's timestamp), ISO 8601; absent if it does not say. */
  madeAt: string | undefined;
  views: SharedView[];
}

/** Not data to show: who may see what, and who saw it. */
const NOT_SHOWN = new Set(['Patient', 'Consent', 'AuditEvent', 'Provenance']);

function nameOf(patient: Patient | undefined): string | undefined {
  const name = patient?.name?.[0];
  if (!name) return undefined;
  if (name.text) return name.text;
  const words = [...(name.given ?? []), name.family].filter(
    (word): word is string => typeof word === 'string' && word.trim() !== '',
  );
  return words.length > 0 ? words.join(' ') : undefined;
}

/** A link's Bundle as the viewer shows it: the patient, then one view per dataset. */
export function sharedBundleOf(bundle: Bundle): SharedBundle {
  const resources = (bundle.entry ?? [])
    .map((entry) => entry.resource)
    .filter((resource): resource is FhirResource => resource !== undefined);
  const patient = resources.find(
    (resource): resource is Patient => resource.resourceType === 'Patient',
  );
  const observations = resources.filter(
    (resource): resource is Observation => resource.resourceType === 'Observation',
  );
  const others = resources.filter(
    (resource) => resource.resourceType !== 'Observation' && !NOT_SHOWN.has(resource.resourceType),
  );
  return {
    patient: { name: nameOf(patient), birthDate: patient?.birthDate },
    madeAt: bundle.timestamp,
    views: [...observationViews(observations), ...resourceViews(others)],
  };
}
