import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import {
  Labeled,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  useTranslate,
  type TabbedShowLayoutProps,
} from 'react-admin';

/**
 * The console's show pattern: a record's page is tabs (ShowTabs) of titled cards (ShowSection)
 * of labelled values (ShowGrid). The users' and the classrooms' pages are built from these.
 */

/**
 * Tabs of a show page (TabbedShowLayout.Tab children), scrollable so that a phone reaches every
 * tab; `flat` when the tabs hold their own cards (no padding around the content).
 */
export function ShowTabs({
  flat = false,
  children,
  ...rest
}: Omit<TabbedShowLayoutProps, 'tabs'> & { flat?: boolean }) {
  return (
    <TabbedShowLayout
      tabs={
        <TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />
      }
      sx={flat ? { p: 0, '& .RaTabbedShowLayout-content': { px: 0, pt: 2 } } : undefined}
      {...rest}
    >
      {children}
    </TabbedShowLayout>
  );
}

/**
 * Labelled values in two or three columns on wide screens, one on phones. Each field is shown
 * under its label the way react-admin's show layouts do it (`resources.<name>.fields.<source>`,
 * or the field's own `label`); a child already wrapped in `<Labeled>` is kept as it is: wrap only
 * a field that has no `source` of its own.
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
