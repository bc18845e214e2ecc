export { JalaliDateInput, type JalaliDateInputProps } from './JalaliDateInput';
export { RialInput, parseRial, type RialInputProps } from './RialInput';
export { JalaliDateField } from './JalaliDateField';
export { RialField } from './RialField';
export { PersianNumberField, PersianTextField } from './PersianNumberField';
export { RolesField } from './RolesField';
export { ActiveField, LabelField, YesNoField } from './StatusFields';
export type { ConsoleFieldProps } from './fieldUtils';
export { dateToIso, isoToDate } from './isoDate';
