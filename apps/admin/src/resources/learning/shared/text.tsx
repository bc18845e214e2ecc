import { toLatinDigits } from '@daneshsara/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { faDigits } from './digits';

export { faDigits, fullNameText, titleText } from './digits';

/** A text input that shows stored Latin digits as Persian ones (the API stores them Latin). */
export function FaTextInput(props: TextInputProps) {
  return <TextInput format={faDigits} {...props} />;
}

/** What was typed, with Persian digits as Latin ones (how the API stores and filters codes). */
export function latinDigits(value: string): string {
  return typeof value === 'string' ? toLatinDigits(value) : value;
}

/** A code typed in Persian or Latin digits: the console's one DigitsInput. */
export { DigitsInput } from '../../../inputs/listFilters';

/** A small heading over a group of a form's inputs (the classroom, session and template forms). */
export function Part({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mb: 1 }}>
      <Typography
        variant="subtitle2"
        component="h3"
        color="primary"
        sx={{ fontWeight: 700, mt: 1, mb: 0.5 }}
      >
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}
