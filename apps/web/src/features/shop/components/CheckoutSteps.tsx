import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@daneshsara/domain';

export const CHECKOUT_STEPS = ['سبد خرید', 'اطلاعات ارسال', 'بازبینی سفارش', 'پرداخت'] as const;

/** Where the buyer is in the purchase: cart → address and rules → review and code → payment. */
export function CheckoutSteps({ active }: { active: 0 | 1 | 2 | 3 }) {
  return (
    <Box
      component="ol"
      aria-label="مراحل خرید"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        mb: { xs: 2.5, md: 3.5 },
        display: 'grid',
        gridTemplateColumns: `repeat(${CHECKOUT_STEPS.length}, minmax(0, 1fr))`,
      }}
    >
      {CHECKOUT_STEPS.map((label, i) => {
        const done = i < active;
        const current = i === active;
        return (
          <Box
            component="li"
            key={label}
            aria-current={current ? 'step' : undefined}
            sx={{
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 0.75,
              textAlign: 'center',
              // The line to the next step (in reading order, to the left).
              '&:not(:last-of-type)::after': {
                content: '""',
                position: 'absolute',
                top: 17,
                insetInlineStart: 'calc(50% + 22px)',
                insetInlineEnd: 'calc(-50% + 22px)',
                height: 2,
                borderRadius: 2,
                bgcolor: done ? 'primary.main' : '#ddd5c6',
              },
            }}
          >
            <Box
              sx={{
                width: 36,
                height: 36,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 800,
                fontSize: '0.95rem',
                bgcolor: done || current ? 'primary.main' : 'background.paper',
                color: done || current ? '#fff' : 'text.secondary',
                border: '2px solid',
                borderColor: done || current ? 'primary.main' : '#ddd5c6',
                boxShadow: current ? '0 0 0 4px rgba(15,94,99,0.15)' : 'none',
              }}
            >
              {done ? <CheckRounded fontSize="small" /> : toPersianDigits(i + 1)}
            </Box>
            <Typography
              sx={{
                fontSize: { xs: '0.72rem', sm: '0.88rem' },
                fontWeight: current ? 800 : 500,
                color: current ? 'text.primary' : 'text.secondary',
                lineHeight: 1.5,
              }}
            >
              {label}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
