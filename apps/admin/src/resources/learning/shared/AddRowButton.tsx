import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import { Button, useSimpleFormIterator } from 'react-admin';

/** A form list's «add» with its words (SimpleFormIterator's own is a bare icon). */
export function AddRowButton({ label }: { label: string }) {
  const { add } = useSimpleFormIterator();
  return (
    <Button label={label} size="small" onClick={() => add()}>
      <AddOutlinedIcon />
    </Button>
  );
}
