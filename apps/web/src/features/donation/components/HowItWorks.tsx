import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@daneshsara/domain';

const STEPS = [
  {
    icon: <TouchAppOutlined />,
    title: 'طرح را انتخاب کنید',
    text: 'توضیحات هر طرح، مبلغ جمع‌آوری شده و تعداد نیکوکاران آن را ببینید.',
  },
  {
    icon: <AccountBalanceWalletOutlined />,
    title: 'مبلغ را تعیین کنید',
    text: 'از مبلغ‌های پیشنهادی یکی را بردارید یا هر مبلغی از هزار ریال را وارد کنید.',
  },
  {
    icon: <ReceiptLongOutlined />,
    title: 'امن پرداخت کنید',
    text: 'از موجودی کیف پول یا درگاه بانکی پرداخت کنید و کد پیگیری بگیرید.',
  },
] as const;

/** Three steps from choosing a cause to a receipt: giving should never feel uncertain. */
export function HowItWorks() {
  return (
    <Box
      component="section"
      aria-labelledby="how-title"
      sx={{ bgcolor: 'background.paper', borderBlock: '1px solid', borderColor: 'divider' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography
          id="how-title"
          component="h2"
          sx={{
            fontWeight: 800,
            fontSize: { xs: '1.25rem', md: '1.5rem' },
            textAlign: 'center',
            mb: 3,
          }}
        >
          کمک کردن در سه گام
        </Typography>
        <Grid container spacing={2}>
          {STEPS.map((step, i) => (
            <Grid key={step.title} size={{ xs: 12, md: 4 }}>
              <Box
                sx={{
                  display: 'flex',
                  gap: 2,
                  p: 2.5,
                  borderRadius: 1,
                  bgcolor: 'background.default',
                  height: '100%',
                }}
              >
                <Box
                  sx={{
                    width: 48,
                    height: 48,
                    flexShrink: 0,
                    borderRadius: 1,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: '#e3f0f0',
                    color: 'primary.dark',
                    position: 'relative',
                  }}
                >
                  {step.icon}
                  <Box
                    component="span"
                    sx={{
                      position: 'absolute',
                      top: -6,
                      insetInlineEnd: -6,
                      width: 22,
                      height: 22,
                      borderRadius: '50%',
                      bgcolor: 'secondary.main',
                      color: 'secondary.contrastText',
                      fontSize: '0.75rem',
                      fontWeight: 800,
                      display: 'grid',
                      placeItems: 'center',
                    }}
                  >
                    {toPersianDigits(i + 1)}
                  </Box>
                </Box>
                <Box>
                  <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
                    {step.title}
                  </Typography>
                  <Typography
                    sx={{ color: 'text.secondary', fontSize: '0.92rem', lineHeight: 1.9 }}
                  >
                    {step.text}
                  </Typography>
                </Box>
              </Box>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
