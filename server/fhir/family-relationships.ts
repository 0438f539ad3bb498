/**
 * The relative a family-history mention names, as an HL7 v3 RoleCode (the value set
 * http://terminology.hl7.org/ValueSet/v3-FamilyMember that FamilyMemberHistory.relationship is bound to).
 * Knowledge as data: one row per way of writing a relative; `FAMMEMB` is for mentions that name none
 * ("family history of ...").
 */
import type { CodeableConcept } from 'fhir/r4.js';

export const ROLE_CODE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v3-RoleCode';

/** Words (lower case, single spaces) → [RoleCode code, display]. */
const RELATIVES: Readonly<Record<string, readonly [string, string]>> = {
  mother: ['MTH', 'mother'],
  mom: ['MTH', 'mother'],
  father: ['FTH', 'father'],
  dad: ['FTH', 'father'],
  parent: ['PRN', 'parent'],
  parents: ['PRN', 'parent'],
  stepmother: ['STPMTH', 'stepmother'],
  stepfather: ['STPFTH', 'stepfather'],
  sister: ['SIS', 'sister'],
  sisters: ['SIS', 'sister'],
  brother: ['BRO', 'brother'],
  brothers: ['BRO', 'brother'],
  sibling: ['SIB', 'sibling'],
  siblings: ['SIB', 'sibling'],
  'half sister': ['HSIS', 'half-sister'],
  'half brother': ['HBRO', 'half-brother'],
  twin: ['TWIN', 'twin'],
  'twin sister': ['TWINSIS', 'twin sister'],
  'twin brother': ['TWINBRO', 'twin brother'],
  son: ['SONC', 'son'],
  sons: ['SONC', 'son'],
  daughter: ['DAUC', 'daughter'],
  daughters: ['DAUC', 'daughter'],
  child: ['CHILD', 'child'],
  children: ['CHILD', 'child'],
  grandmother: ['GRMTH', 'grandmother'],
  grandma: ['GRMTH', 'grandmother'],
  grandmothers: ['GRMTH', 'grandmother'],
  grandfather: ['GRFTH', 'grandfather'],
  grandpa: ['GRFTH', 'grandfather'],
  grandfathers: ['GRFTH', 'grandfather'],
  grandparent: ['GRPRN', 'grandparent'],
  grandparents: ['GRPRN', 'grandparent'],
  'maternal grandmother': ['MGRMTH', 'maternal grandmother'],
  'maternal grandfather': ['MGRFTH', 'maternal grandfather'],
  'maternal grandparent': ['MGRPRN', 'maternal grandparent'],
  'maternal grandparents': ['MGRPRN', 'maternal grandparent'],
  'paternal grandmother': ['PGRMTH', 'paternal grandmother'],
  'paternal grandfather': ['PGRFTH', 'paternal grandfather'],
  'paternal grandparent': ['PGRPRN', 'paternal grandparent'],
  'paternal grandparents': ['PGRPRN', 'paternal grandparent'],
  'great grandmother': ['GGRMTH', 'great grandmother'],
  'great grandfather': ['GGRFTH', 'great grandfather'],
  'maternal great grandmother': ['MGGRMTH', 'maternal great-grandmother'],
  'maternal great grandfather': ['MGGRFTH', 'maternal great-grandfather'],
  'paternal great grandmother': ['PGGRMTH', 'paternal great-grandmother'],
  'paternal great grandfather': ['PGGRFTH', 'paternal great-grandfather'],
  aunt: ['AUNT', 'aunt'],
  aunts: ['AUNT', 'aunt'],
  'maternal aunt': ['MAUNT', 'maternal aunt'],
  'paternal aunt': ['PAUNT', 'paternal aunt'],
  uncle: ['UNCLE', 'uncle'],
  uncles: ['UNCLE', 'uncle'],
  'maternal uncle': ['MUNCLE', 'maternal uncle'],
  'paternal uncle': ['PUNCLE', 'paternal uncle'],
  cousin: ['COUSN', 'cousin'],
  cousins: ['COUSN', 'cousin'],
  'maternal cousin': ['MCOUSN', 'maternal cousin'],
  'paternal cousin': ['PCOUSN', 'paternal cousin'],
  niece: ['NIECE', 'niece'],
  nephew: ['NEPHEW', 'nephew'],
};

const FAMILY_MEMBER: CodeableConcept = { coding: [{ system: ROLE_CODE_SYSTEM, code: 'FAMMEMB', display: 'family member' }] };

/**
 * The relationship of a family-history mention from the cue that made it one (`attributes.evidence` of
 * kind `family_member`): "Maternal grandmother" → MGRMTH, "in his sister" → SIS; FAMMEMB when the cue
 * names no relative ("family history of", "FH", a family-history section). The cue stays as text.
 */
export function familyRelationship(cue: string | undefined): CodeableConcept {
  if (!cue) return FAMILY_MEMBER;
  const words = cue.toLowerCase().replace(/['’]s\b/g, '').replace(/[-\s]+/g, ' ').trim();
  // the relative is the last words of the cue ("in her mother" → "mother"); the longest match wins
  const parts = words.split(' ');
  for (let from = 0; from < parts.length; from++) {
    const hit = RELATIVES[parts.slice(from).join(' ')];
    if (hit) return { coding: [{ system: ROLE_CODE_SYSTEM, code: hit[0], display: hit[1] }], text: cue };
  }
  return FAMILY_MEMBER;
}
