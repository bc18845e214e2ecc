/** The lma calls of libs/api-client, in one place for the feature. */
export {
  createLmaApi,
  isInvoiceAnswer,
  type ClassroomFlags,
  type ClassroomListParams,
  type ClassroomRow,
  type CurrentUserRegisterInfo,
  type DropAnswer,
  type ProfessorInfo,
  type RegisterAnswer,
  type RegistrationListParams,
  type RegistrationRow,
  type UnitCategoryRow,
} from '@daneshsara/api-client';
