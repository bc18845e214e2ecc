import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link, Title, useGetOne, useTranslate } from 'react-admin';
import { UNITS_RESOURCE } from '../api';
import { faDigits } from './text';

/** «درس «منطق مقدماتی»» for the page titles (the unit's own title, Persian digits). */
export function useUnitTitle(unitId: string | undefined): string {
  const { data } = useGetOne(UNITS_RESOURCE, { id: unitId ?? '' }, { enabled: Boolean(unitId) });
  return faDigits(typeof data?.title === 'string' ? data.title : '');
}

/** The page frame: the title in the app bar, a way back, the content. */
export function Page({
  title,
  back,
  backLabel,
  children,
}: {
  title: string;
  back: string;
  backLabel: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2, maxWidth: 960, width: '100%' }}>
      <Title title={title} />
      <Box sx={{ mb: 1 }}>
        <MuiButton component={Link} to={back} size="small" startIcon={<ArrowForwardIcon />}>
          {translate(backLabel)}
        </MuiButton>
      </Box>
      {children}
    </Box>
  );
}
