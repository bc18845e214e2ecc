import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SwapVertRounded from '@mui/icons-material/SwapVertRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatRial, type WalletRow } from '@daneshsara/domain';
import { Link as RouterLink } from 'react-router-dom';
import { moneyPaths } from '../../payments/paths';

const linkSx = {
  flex: { xs: 1, sm: 'none' },
  whiteSpace: 'nowrap',
  color: 'common.white',
  borderColor: 'rgba(255,255,255,0.35)',
  bgcolor: 'rgba(255,255,255,0.06)',
  '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.14)' },
} as const;

/** The balance, large and calm, with what is held for withdrawals and the ways onward. */
export function BalanceCard({
  wallet,
  loading,
}: {
  wallet: WalletRow | null | undefined;
  loading: boolean;
}) {
  const held = wallet?.held_amount ?? 0;
  return (
    <Box
      component="section"
      aria-labelledby="wallet-balance-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 3,
        color: 'common.white',
        p: { xs: 2.5, sm: 3.5 },
        background:
          'radial-gradient(circle at 8% 12%, rgba(217,150,26,0.32), transparent 40%), radial-gradient(circle at 95% 100%, rgba(47,138,143,0.6), transparent 50%), linear-gradient(135deg, #0f5e63 0%, #08393c 100%)',
        boxShadow: '0 14px 40px rgba(8,57,60,0.22)',
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          // LTR-wise 'right' = the end side once the RTL style plugin flips it.
          right: { xs: -30, sm: 24 },
          bottom: -40,
          color: 'rgba(255,255,255,0.06)',
          '& svg': { fontSize: 200 },
        }}
      >
        <AccountBalanceWalletOutlined />
      </Box>
      <Box
        sx={{
          position: 'relative',
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { md: 'flex-end' },
          justifyContent: 'space-between',
          gap: 3,
        }}
      >
        <Box>
          {/* A label, not a heading: the page's one heading «کیف پول» names this place. */}
          <Typography
            id="wallet-balance-title"
            sx={{ opacity: 0.85, fontWeight: 500, fontSize: '0.95rem' }}
          >
            موجودی کیف پول
          </Typography>
          {loading ? (
            <Skeleton
              variant="rounded"
              width={220}
              height={48}
              sx={{ bgcolor: 'rgba(255,255,255,0.16)', mt: 1 }}
            />
          ) : (
            <Typography
              data-testid="wallet-inventory"
              sx={{ mt: 0.5, display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}
            >
              <Box
                component="span"
                sx={{
                  fontWeight: 800,
                  fontSize: { xs: '2rem', sm: '2.6rem' },
                  lineHeight: 1.3,
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {formatRial(wallet?.inventory ?? 0, false)}
              </Box>
              <Box component="span" sx={{ fontSize: '1.05rem', opacity: 0.85 }}>
                ریال
              </Box>
            </Typography>
          )}
          {held > 0 && (
            <Box
              sx={{
                mt: 1.5,
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.75,
                px: 1.5,
                py: 0.5,
                borderRadius: 99,
                bgcolor: 'rgba(255,255,255,0.12)',
                fontSize: '0.88rem',
              }}
            >
              <HourglassTopRounded sx={{ fontSize: 18, color: 'secondary.main' }} />
              در انتظار برداشت: {formatRial(held)}
            </Box>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={moneyPaths.payments}
            variant="outlined"
            startIcon={<SwapVertRounded />}
            sx={linkSx}
          >
            گردش حساب
          </Button>
          <Button
            component={RouterLink}
            to={moneyPaths.invoices}
            variant="outlined"
            startIcon={<ReceiptLongOutlined />}
            sx={linkSx}
          >
            صورت حساب‌ها
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
