import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef } from 'react';
import { checkPicture, type PictureValue } from '../model';

/** The profile picture: preview, choose (image, at most 2 MB), or remove. */
export function PictureField({
  value,
  onChange,
  error,
  onError,
  initials,
}: {
  value: PictureValue;
  onChange: (value: PictureValue) => void;
  error?: string;
  onError: (message: string | undefined) => void;
  initials: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const file = value.kind === 'new' ? value.file : null;
  const objectUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  const preview = value.kind === 'new' ? objectUrl : value.url;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 2, sm: 3 }, flexWrap: 'wrap' }}>
      <Avatar
        src={preview ?? undefined}
        alt="تصویر پروفایل"
        sx={{
          width: 96,
          height: 96,
          fontSize: '2rem',
          fontWeight: 700,
          bgcolor: 'primary.main',
          border: '4px solid',
          borderColor: 'background.paper',
          boxShadow: '0 0 0 1px #e7e2d8',
        }}
      >
        {initials}
      </Avatar>
      <Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<AddAPhotoOutlined />}
            onClick={() => input.current?.click()}
          >
            {preview ? 'تغییر تصویر' : 'انتخاب تصویر'}
          </Button>
          {preview && (
            <Button
              color="error"
              startIcon={<DeleteOutlineRounded />}
              onClick={() => {
                onError(undefined);
                onChange({ kind: 'current', url: null });
              }}
            >
              حذف تصویر
            </Button>
          )}
        </Box>
        <Typography
          variant="body2"
          role={error ? 'alert' : undefined}
          sx={{ mt: 1, color: error ? 'error.main' : 'text.secondary' }}
        >
          {error ?? 'یک فایل تصویری با حجم حداکثر ۲ مگابایت انتخاب کنید.'}
        </Typography>
        <input
          ref={input}
          type="file"
          name="picture"
          accept="image/*"
          hidden
          aria-label="انتخاب تصویر پروفایل"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = '';
            if (!chosen) return;
            const problem = checkPicture(chosen);
            onError(problem ?? undefined);
            if (!problem) onChange({ kind: 'new', file: chosen });
          }}
        />
      </Box>
    </Box>
  );
}
