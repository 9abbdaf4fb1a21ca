/**
 * The LOINC codes of the FHIR R4 vital-signs profiles (http://hl7.org/fhir/R4/observation-vitalsigns.html)
 * and the UCUM units each profile takes for its value: the config check refuses a code on an
 * element that cannot hold it, the export writes an Observation that meets its profile.
 */
export interface VitalSign {
  /** What it measures, in the check's words. */
  name: string;
  /** `http://hl7.org/fhir/StructureDefinition/<profile>`. */
  profile: string;
  /** The UCUM codes the profile's value (or component) takes. */
  units: readonly string[];
  /**
   * A unit Motus stores that the profile does not take, and the one the export writes instead
   * with the factor into it (an import divides by it): a height in m leaves in cm.
   */
  writtenAs?: Readonly<Record<string, { unit: string; factor: number }>>;
  /** The code the profile requires beside this more specific one (8867-4 beside 40443-4). */
  requires?: string;
  /** A panel (blood pressure): the codes of its components, held by the dataset's elements. */
  components?: readonly string[];
  /** A component's panel: the code only a component of that panel carries. */
  partOf?: string;
}

const PER_MINUTE = ['/min'];

export const VITAL_SIGNS: Readonly<Record<string, VitalSign>> = {
  '8867-4': { name: 'heart rate', profile: 'heartrate', units: PER_MINUTE },
  '40443-4': {
    name: 'resting heart rate',
    profile: 'heartrate',
    units: PER_MINUTE,
    requires: '8867-4',
  },
  '9279-1': { name: 'respiratory rate', profile: 'resprate', units: PER_MINUTE },
  '29463-7': { name: 'body weight', profile: 'bodyweight', units: ['kg', 'g', '[lb_av]'] },
  '8302-2': {
    name: 'body height',
    profile: 'bodyheight',
    units: ['cm', '[in_i]'],
    writtenAs: { m: { unit: 'cm', factor: 100 } },
  },
  '39156-5': { name: 'body mass index', profile: 'bmi', units: ['kg/m2'] },
  '8310-5': { name: 'body temperature', profile: 'bodytemp', units: ['Cel', '[degF]'] },
  '2708-6': { name: 'oxygen saturation', profile: 'oxygensat', units: ['%'] },
  '59408-5': {
    name: 'oxygen saturation by pulse oximetry',
    profile: 'oxygensat',
    units: ['%'],
    requires: '2708-6',
  },
  '85354-9': {
    name: 'blood pressure panel',
    profile: 'bp',
    units: [],
    components: ['8480-6', '8462-4'],
  },
  '8480-6': {
    name: 'systolic blood pressure',
    profile: 'bp',
    units: ['mm[Hg]'],
    partOf: '85354-9',
  },
  '8462-4': {
    name: 'diastolic blood pressure',
    profile: 'bp',
    units: ['mm[Hg]'],
    partOf: '85354-9',
  },
};

export const vitalSignOf = (loinc: string | undefined): VitalSign | undefined =>
  loinc === undefined ? undefined : VITAL_SIGNS[loinc];

/** Whether a value in this UCUM unit can be written as the vital sign (as is, or converted). */
export function takesUnit(sign: VitalSign, ucum: string | undefined): boolean {
  return ucum !== undefined && (sign.units.includes(ucum) || sign.writtenAs?.[ucum] !== undefined);
}

/** The units a check names: the profile's and those written as one of them. */
export const unitsSaid = (sign: VitalSign): string =>
  [...sign.units, ...Object.keys(sign.writtenAs ?? {})].join(', ');
