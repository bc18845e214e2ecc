import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One kit component on /document/component: its name, the file that holds it, its states. */
export function Specimen({
  name,
  file,
  text,
  children,
}: {
  name: string;
  file: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" data-specimen={name} aria-label={name} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ mb: 2 }}>
        <Typography
          component="h2"
          dir="ltr"
          sx={{ fontWeight: 800, fontSize: '1.15rem', textAlign: 'right' }}
        >
          {name}
        </Typography>
        <Typography
          dir="ltr"
          data-file
          sx={{
            fontFamily: 'monospace',
            fontSize: '0.8rem',
            color: 'primary.main',
            textAlign: 'right',
          }}
        >
          {file}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5, lineHeight: 1.9 }}>{text}</Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Card>
  );
}

/** A labelled state of a specimen (loading, empty, error, long text, Persian digits, disabled). */
export function State({
  label,
  wide,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Box data-state={label} sx={{ minWidth: 0, ...(wide && { gridColumn: '1 / -1' }) }}>
      <Typography sx={{ fontSize: '0.75rem', fontWeight: 700, color: 'text.secondary', mb: 1 }}>
        {label}
      </Typography>
      <Box
        sx={{ border: 1, borderColor: 'divider', borderStyle: 'dashed', borderRadius: 2, p: 1.5 }}
      >
        {children}
      </Box>
    </Box>
  );
}

export const LONG_TEXT =
  'این یک متن بلند فارسی است که نشان می‌دهد جزء رابط با نوشته‌ای طولانی چگونه رفتار می‌کند: سطرها می‌شکنند، چیزی از کادر بیرون نمی‌زند و خواندن آن بر روی تلفن همراه هم آسان می‌ماند؛ دانش‌سرا، آموزش، رویداد، کتاب و نیکوکاری در یک جا.';
