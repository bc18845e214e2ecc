import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Labeled, useTranslate } from 'react-admin';

/**
 * Labelled values in two or three columns on wide screens, one on phones. Each field is shown
 * under its label the way react-admin's show layouts do it (`resources.<name>.fields.<source>`,
 * or the field's own `label`); a child already wrapped in `<Labeled>` is kept as it is.
 */
export function ShowGrid({
  side = false,
  children,
}: {
  /** In a page's narrow side column: one column on a wide screen (two while stacked). */
  side?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: side ? 'minmax(0, 1fr)' : 'repeat(3, minmax(0, 1fr))',
        },
        gap: 2,
      }}
    >
      {Children.map(children, (child) =>
        isValidElement(child) && child.type !== Labeled ? <Labeled>{child}</Labeled> : child,
      )}
    </Box>
  );
}

/** A titled card on a show page (the owner, the instalments, the offers ...). */
export function ShowSection({
  title,
  action,
  children,
}: {
  /** An i18n key, or what to show as it is (a ticket's own title). */
  title: string | ReactElement;
  action?: ReactNode;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 2, overflow: 'visible' }}>
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            mb: 2,
            gap: 1,
          }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {typeof title === 'string' ? translate(title) : title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
