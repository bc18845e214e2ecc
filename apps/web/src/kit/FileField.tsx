import CloseRounded from '@mui/icons-material/CloseRounded';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@daneshsara/domain';
import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';

function sizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    return `${new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} مگابایت`;
  }
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} کیلوبایت`;
}

/**
 * One file of a form: «انتخاب فایل», then the chosen file's name and size with a remove button.
 * `check` refuses a file before it is sent (its Persian words show under the field); `before`
 * shows above the button (a file sent earlier), and `pickLabel` then names the button (replace it).
 */
export function FileField({
  label,
  name,
  accept,
  file,
  onChange,
  check,
  error,
  onError,
  help,
  disabled,
  before,
  pickLabel = 'انتخاب فایل',
}: {
  label: string;
  name: string;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  check: (file: File) => string | null;
  error: string | undefined;
  onError: (message: string | undefined) => void;
  help: string;
  disabled?: boolean;
  before?: ReactNode;
  pickLabel?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    e.target.value = '';
    if (!chosen) return;
    const refused = check(chosen);
    onError(refused ?? undefined);
    onChange(refused ? null : chosen);
  };

  return (
    <Box>
      <Typography
        component="label"
        htmlFor={`${id}-file`}
        sx={{ display: 'block', fontSize: '0.875rem', fontWeight: 500, mb: 0.75 }}
      >
        {label}
      </Typography>
      {!file && before}
      {file ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            p: 1,
            pl: 0.5,
            borderRadius: 1,
            border: '1px solid',
            borderColor: 'divider',
            bgcolor: '#faf8f4',
            minWidth: 0,
          }}
        >
          <InsertDriveFileOutlined sx={{ color: 'primary.main', flexShrink: 0 }} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              dir="auto"
              sx={{
                fontWeight: 600,
                fontSize: '0.9rem',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {file.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {sizeLabel(file.size)}
            </Typography>
          </Box>
          <IconButton
            aria-label="حذف فایل انتخاب‌شده"
            onClick={() => onChange(null)}
            disabled={disabled}
            sx={{ width: 44, height: 44 }}
          >
            <CloseRounded />
          </IconButton>
        </Box>
      ) : (
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          onClick={() => input.current?.click()}
          disabled={disabled}
          sx={{ minHeight: 44 }}
        >
          {pickLabel}
        </Button>
      )}
      <input
        ref={input}
        id={`${id}-file`}
        name={name}
        type="file"
        accept={accept}
        aria-label={label}
        onChange={pick}
        hidden
      />
      <FormHelperText error={!!error} sx={{ mx: 0.25 }}>
        {error ?? help}
      </FormHelperText>
    </Box>
  );
}
