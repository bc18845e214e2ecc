import {
  AcademicDegree,
  ALL_ROLES,
  EducationalStatus,
  Gender,
  IRAN_PROVINCES,
  MaritalStatus,
} from '@daneshsara/domain';

export interface Choice {
  id: string | boolean;
  name: string;
}

/** Choices whose names are i18n keys (react-admin translates them). */
const keyed = (prefix: string, values: readonly string[]): Choice[] =>
  values.map((id) => ({ id, name: `${prefix}.${id}` }));

export const roleChoices = keyed('app.roles', ALL_ROLES);
export const genderChoices = keyed('app.gender', Object.values(Gender));
export const maritalStatusChoices = keyed('app.marital_status', Object.values(MaritalStatus));
export const academicDegreeChoices = keyed('app.academic_degree', Object.values(AcademicDegree));
export const educationalStatusChoices = keyed(
  'app.educational_status',
  Object.values(EducationalStatus),
);
export const activeChoices: Choice[] = [
  { id: true, name: 'app.status.active' },
  { id: false, name: 'app.status.inactive' },
];
/** Province names are data (stored as the Persian names), not labels: not translated. */
export const provinceChoices: Choice[] = IRAN_PROVINCES.map((p) => ({ id: p.name, name: p.name }));
