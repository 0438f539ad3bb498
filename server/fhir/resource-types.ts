/** The FHIR R4 resource types the FHIR server serves, in CapabilityStatement order. */
export const SERVED_TYPES = [
  'Patient',
  'Condition',
  'Observation',
  'MedicationStatement',
  'Procedure',
  'AllergyIntolerance',
  'Immunization',
  'FamilyMemberHistory',
  'DocumentReference',
] as const;

export type ServedType = (typeof SERVED_TYPES)[number];
