import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DeleteButton, SaveButton, Toolbar, useTranslate } from 'react-admin';

/**
 * Save and, on an edit page, delete: pessimistic, so a refused delete (409) leaves the row in place
 * and shows the server's Persian reason; `deleteHelp` says beforehand when it is refused.
 */
export function StoreFormToolbar({ deleteHelp }: { deleteHelp?: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      {deleteHelp && (
        <Alert severity="info" variant="outlined" sx={{ mx: 2, mb: 1 }}>
          {translate(deleteHelp)}
        </Alert>
      )}
      <Toolbar sx={{ justifyContent: 'space-between', gap: 1 }}>
        <SaveButton />
        <DeleteButton mutationMode="pessimistic" />
      </Toolbar>
    </Box>
  );
}
