import { TextInput, type TextInputProps } from 'react-admin';
import { latinDigits, persianDigits } from '../resources/users/validators';

/** A text input for digits (a national code, a mobile): typed in Persian, sent in Latin. */
export function DigitsInput(props: TextInputProps) {
  return <TextInput parse={latinDigits} format={persianDigits} {...props} />;
}

/**
 * The person filters a list offers behind its filter button: national code, mobile, first and
 * last name, of the row's owner (`owner__`, `wallet__owner__`) or of the row itself (no prefix).
 */
export function personFilters(prefix = '') {
  return [
    <DigitsInput key={`${prefix}national_code`} source={`${prefix}national_code`} />,
    <DigitsInput key={`${prefix}mobile_number`} source={`${prefix}mobile_number`} />,
    <TextInput key={`${prefix}firstname`} source={`${prefix}firstname`} />,
    <TextInput key={`${prefix}lastname`} source={`${prefix}lastname`} />,
  ];
}
