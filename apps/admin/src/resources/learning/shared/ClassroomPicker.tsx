import Box from '@mui/material/Box';
import { AutocompleteInput, Form, ReferenceInput } from 'react-admin';
import { toId } from '../payload';
import { titleText } from './text';

const searchQuery = (q: string) => (q.trim() ? { q: q.trim() } : {});

/**
 * Which classroom (or event) a screen works on, searched by title as one types; the screen keeps
 * the pick in its address (?classroom=, ?event=) so a link or a reload keeps it.
 */
export function ClassroomPicker({
  value,
  onPick,
  source,
  reference,
  label,
  helperText,
}: {
  value: number | null;
  onPick: (id: number | null) => void;
  source: string;
  reference: string;
  label: string;
  helperText: string;
}) {
  return (
    <Form key={value ?? 'none'} record={{ [source]: value }}>
      <Box sx={{ maxWidth: 560 }}>
        <ReferenceInput source={source} reference={reference} perPage={25}>
          <AutocompleteInput
            label={label}
            optionText={titleText}
            filterToQuery={searchQuery}
            helperText={helperText}
            onChange={(v: unknown) => onPick(toId(v))}
          />
        </ReferenceInput>
      </Box>
    </Form>
  );
}
