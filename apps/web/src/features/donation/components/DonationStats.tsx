import Groups2Outlined from '@mui/icons-material/Groups2Outlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatNumber, formatRial } from '@daneshsara/domain';
import type { ReactNode } from 'react';

interface DonationStatsProps {
  collected: number;
  donors: number;
  /** Big figures for the cause page; one compact line for cards. */
  size?: 'small' | 'large';
}

/** Collected amount and donor count: the two facts a giver looks for first. */
export function DonationStats({ collected, donors, size = 'small' }: DonationStatsProps) {
  if (size === 'small') {
    return (
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 0.5,
          color: 'text.secondary',
          fontSize: '0.88rem',
          '& svg': { fontSize: 18, color: 'secondary.main' },
        }}
      >
        {donors > 0 ? (
          <>
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <SavingsOutlined />
              <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
                {formatRial(collected)}
              </Box>
            </Box>
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <Groups2Outlined />
              {formatNumber(donors)} نیکوکار
            </Box>
          </>
        ) : (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <VolunteerActivismOutlined />
            نخستین نیکوکار این طرح باشید
          </Box>
        )}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
      <Figure
        icon={<SavingsOutlined />}
        label="جمع‌آوری شده"
        value={formatRial(collected, false)}
        unit="ریال"
      />
      <Figure
        icon={<Groups2Outlined />}
        label="نیکوکاران"
        value={formatNumber(donors)}
        unit="نفر"
      />
    </Box>
  );
}

function Figure({
  icon,
  label,
  value,
  unit,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  unit: string;
}) {
  return (
    <Box
      sx={{
        p: 1.75,
        borderRadius: 1,
        bgcolor: 'rgba(15,94,99,0.06)',
        minWidth: 0,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          color: 'text.secondary',
          fontSize: '0.85rem',
          '& svg': { fontSize: 20, color: 'secondary.main' },
        }}
      >
        {icon}
        {label}
      </Box>
      <Typography
        sx={{
          mt: 0.5,
          fontWeight: 800,
          fontSize: { xs: '1.15rem', sm: '1.3rem' },
          color: 'primary.dark',
          lineHeight: 1.5,
          overflowWrap: 'anywhere',
        }}
      >
        {value}{' '}
        <Box component="span" sx={{ fontSize: '0.8rem', fontWeight: 500, color: 'text.secondary' }}>
          {unit}
        </Box>
      </Typography>
    </Box>
  );
}
