import SearchRounded from '@mui/icons-material/SearchRounded';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';

/** Site search; results live on the classrooms list until a search page exists. */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = query.trim();
    if (!text) return;
    onClose();
    navigate(`${paths.allClassrooms}?search=${encodeURIComponent(text)}`);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle sx={{ fontWeight: 700 }}>جستجو</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="نام دوره، رویداد یا کتاب را بنویسید"
            slotProps={{
              htmlInput: { 'aria-label': 'عبارت جستجو', enterKeyHint: 'search' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRounded />
                  </InputAdornment>
                ),
              },
            }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            انصراف
          </Button>
          <Button type="submit" variant="contained" disabled={!query.trim()}>
            جستجو
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
