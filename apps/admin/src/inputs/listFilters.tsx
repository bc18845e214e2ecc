import type { ReactElement } from 'react';
import {
  SearchInput,
  SelectInput,
  TextInput,
  type SelectInputProps,
  type TextInputProps,
} from 'react-admin';
import { JalaliDateFilterInput } from './JalaliDateFilterInput';
import { latinDigits, persianDigits } from '../resources/users/validators';

/** A text input for digits (a national code, a mobile): typed in Persian, sent in Latin. */
export function DigitsInput(props: TextInputProps) {
  return <TextInput parse={latinDigits} format={persianDigits} {...props} />;
}

/** The person fields a list can filter by, in the order they appear. */
export const PERSON_FIELDS = ['national_code', 'mobile_number', 'firstname', 'lastname'] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];
const DIGIT_FIELDS: ReadonlySet<PersonField> = new Set(['national_code', 'mobile_number']);

/**
 * The person filters of the row's owner (`owner__`, `wallet__owner__`) or of the row itself (no
 * prefix): national code and mobile in digits, first and last name; behind the filter button
 * unless `alwaysOn`.
 */
export function personFilters(
  prefix = '',
  fields: readonly PersonField[] = PERSON_FIELDS,
  alwaysOn = false,
): ReactElement[] {
  return fields.map((field) => {
    const source = `${prefix}${field}`;
    const Input = DIGIT_FIELDS.has(field) ? DigitsInput : TextInput;
    return <Input key={source} source={source} alwaysOn={alwaysOn || undefined} />;
  });
}

/** «از تاریخ» and «تا تاریخ» over one date column (`<field>_gte`, `<field>_lt`), always shown. */
export function dateRangeFilters(field = 'creation_time'): ReactElement[] {
  return [
    <JalaliDateFilterInput key={`${field}_gte`} source={`${field}_gte`} alwaysOn />,
    <JalaliDateFilterInput key={`${field}_lt`} source={`${field}_lt`} end alwaysOn />,
  ];
}

/** A choice filter (status, type, …): in the bar, or behind the filter button when `hidden`. */
export interface ChoiceFilter {
  source: string;
  choices: SelectInputProps['choices'];
  hidden?: boolean;
}

export interface ListFiltersSpec {
  /** The free-text search box first in the bar; on unless false. */
  search?: boolean;
  /** Status, type and other choice filters, in order. */
  choices?: readonly ChoiceFilter[];
  /** The date column of the «از/تا تاریخ» pair; none when absent. */
  dateRange?: string;
  /** Whose person fields to offer: the owner's prefix, which fields, whether always shown. */
  person?: { prefix: string; fields?: readonly PersonField[]; alwaysOn?: boolean };
}

/**
 * One filter bar for the console's lists (invoices, orders, payments, transactions, tickets,
 * users, …): search, choice filters, a Jalali date range and the owner's person filters, always
 * in that order and with the same inputs. A list states what it filters by, not how.
 */
export function listFilters({
  search = true,
  choices = [],
  dateRange,
  person,
}: ListFiltersSpec): ReactElement[] {
  return [
    ...(search ? [<SearchInput key="q" source="q" alwaysOn />] : []),
    ...choices.map(({ source, choices: items, hidden }) => (
      <SelectInput key={source} source={source} choices={items} alwaysOn={!hidden || undefined} />
    )),
    ...(dateRange ? dateRangeFilters(dateRange) : []),
    ...(person ? personFilters(person.prefix, person.fields, person.alwaysOn) : []),
  ];
}
