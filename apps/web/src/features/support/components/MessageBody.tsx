import Box from '@mui/material/Box';
import { Fragment } from 'react';

/**
 * The lines of a ticket or reply body (see htmlBodyToLines), drawn as text with <br> between
 * them: whatever the body holds, React escapes it; nothing is handed over as markup.
 */
export function MessageBody({ lines }: { lines: readonly string[] }) {
  return (
    <Box
      sx={{
        lineHeight: 2,
        overflowWrap: 'anywhere',
        // Leading spaces a person typed for indentation stay; the rest wraps as usual.
        whiteSpace: 'pre-wrap',
      }}
    >
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Box>
  );
}
