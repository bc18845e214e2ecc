/**
 * The console kit's table of contents: every shared block a screen is built from, with the file
 * that holds it. The gallery (/admin/document/component) shows each one, its browser e2e finds
 * each one, and docs/architecture.md («Console kit») lists the same entries.
 */
export const KIT_STATES = [
  'normal',
  'loading',
  'empty',
  'error',
  'long',
  'digits',
  'disabled',
] as const;
export type KitState = (typeof KIT_STATES)[number];

export interface KitEntry {
  /** The component's name as exported (what a newcomer searches for). */
  name: string;
  /** Its file under apps/admin/src. */
  file: string;
  group: 'filters' | 'sellable' | 'show' | 'inputs' | 'fields' | 'buttons';
  /** The states the gallery shows it in. */
  states: readonly KitState[];
}

// prettier-ignore
export const KIT: readonly KitEntry[] = [
  { name: 'listFilters', file: 'inputs/listFilters.tsx', group: 'filters', states: ['normal', 'loading', 'empty', 'long', 'digits'] },
  { name: 'ConsoleList', file: 'components/ConsoleList.tsx', group: 'filters', states: ['normal'] },
  { name: 'SellableScreens', file: 'resources/store/shared/SellableScreens.tsx', group: 'sellable', states: ['normal'] },
  { name: 'SellableForm', file: 'resources/store/shared/SellableForm.tsx', group: 'sellable', states: ['normal'] },
  { name: 'InventoryInput', file: 'resources/store/shared/InventoryInput.tsx', group: 'sellable', states: ['normal', 'digits', 'disabled'] },
  { name: 'FinalPricePreview', file: 'resources/store/shared/FinalPricePreview.tsx', group: 'sellable', states: ['normal', 'empty', 'digits'] },
  { name: 'ShowSection', file: 'inputs/ShowSection.tsx', group: 'show', states: ['normal', 'loading', 'empty', 'long', 'digits'] },
  { name: 'ShowTabs', file: 'inputs/ShowSection.tsx', group: 'show', states: ['normal'] },
  { name: 'RialInput', file: 'inputs/RialInput.tsx', group: 'inputs', states: ['normal', 'empty', 'error', 'digits', 'disabled'] },
  { name: 'IntegerInput', file: 'inputs/IntegerInput.tsx', group: 'inputs', states: ['normal', 'empty', 'error', 'digits', 'disabled'] },
  { name: 'JalaliDateInput', file: 'inputs/JalaliDateInput.tsx', group: 'inputs', states: ['normal', 'empty', 'error', 'disabled'] },
  { name: 'JalaliDateTimeInput', file: 'inputs/JalaliDateTimeInput.tsx', group: 'inputs', states: ['normal', 'empty', 'disabled'] },
  { name: 'DigitsInput', file: 'inputs/listFilters.tsx', group: 'inputs', states: ['normal', 'empty', 'digits', 'disabled'] },
  { name: 'MaskedTextInput', file: 'inputs/MaskedTextInput.tsx', group: 'inputs', states: ['normal', 'empty', 'error', 'digits', 'disabled'] },
  { name: 'FormGrid', file: 'inputs/FormGrid.tsx', group: 'inputs', states: ['normal', 'long'] },
  { name: 'RialField', file: 'inputs/RialField.tsx', group: 'fields', states: ['normal', 'empty', 'digits'] },
  { name: 'JalaliDateField', file: 'inputs/JalaliDateField.tsx', group: 'fields', states: ['normal', 'empty', 'digits'] },
  { name: 'PersianNumberField', file: 'inputs/PersianNumberField.tsx', group: 'fields', states: ['normal', 'empty', 'long', 'digits'] },
  { name: 'ChipLabelField', file: 'inputs/ChipLabelField.tsx', group: 'fields', states: ['normal', 'empty', 'long'] },
  { name: 'StatusFields', file: 'inputs/StatusFields.tsx', group: 'fields', states: ['normal', 'empty'] },
  { name: 'RolesField', file: 'inputs/RolesField.tsx', group: 'fields', states: ['normal', 'empty', 'long'] },
  { name: 'IbanField', file: 'inputs/LtrFields.tsx', group: 'fields', states: ['normal', 'empty', 'digits'] },
  { name: 'ActionDialog', file: 'inputs/ActionDialog.tsx', group: 'buttons', states: ['normal', 'disabled'] },
  { name: 'ExportXlsxButton', file: 'components/ExportXlsxButton.tsx', group: 'buttons', states: ['normal', 'empty'] },
  { name: 'RowLink', file: 'components/RowLink.tsx', group: 'buttons', states: ['normal', 'empty', 'long'] },
];
