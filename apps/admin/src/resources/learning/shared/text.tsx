import { TextInput, type TextInputProps } from 'react-admin';
import { faDigits } from './digits';

export { faDigits, fullNameText, titleText } from './digits';

/** A text input that shows stored Latin digits as Persian ones (the API stores them Latin). */
export function FaTextInput(props: TextInputProps) {
  return <TextInput format={faDigits} {...props} />;
}
