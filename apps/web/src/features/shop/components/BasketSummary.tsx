import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { formatRial } from '@daneshsara/domain';
import type { ReactNode } from 'react';
import { summaryLines, totalSaving, type BasketTotals } from '../summary';

/**
 * The price summary of a basket or an order (ENDPOINTS.md 4.6): goods, product discounts, what is
 * left to order, the code, delivery, the total; what was saved under it; `children` (the code
 * field, the buttons) at the bottom.
 */
export function BasketSummary({
  totals,
  stage = 'cart',
  title = 'خلاصه سفارش',
  children,
  sticky = false,
}: {
  totals: BasketTotals;
  stage?: 'cart' | 'checkout';
  title?: string;
  children?: ReactNode;
  sticky?: boolean;
}) {
  const lines = summaryLines(totals, { stage });
  const saving = totalSaving(totals);
  return (
    <Card
      component="section"
      aria-labelledby="basket-summary-title"
      sx={{
        p: { xs: 2, sm: 2.5 },
        ...(sticky ? { position: { md: 'sticky' }, top: { md: 88 } } : {}),
      }}
    >
      <Typography
        id="basket-summary-title"
        component="h2"
        sx={{ fontWeight: 800, fontSize: '1.1rem', mb: 1 }}
      >
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0 }} data-testid="basket-summary">
        {lines.map((line) => {
          const total = line.kind === 'total';
          const discount = line.kind === 'discount';
          return (
            <Box key={line.key}>
              {total && <Divider sx={{ my: 1 }} />}
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1.5,
                  py: total ? 1 : 0.9,
                }}
              >
                <Typography
                  component="dt"
                  sx={{
                    color: total ? 'text.primary' : 'text.secondary',
                    fontWeight: total ? 800 : 500,
                    fontSize: total ? '1.02rem' : '0.93rem',
                  }}
                >
                  {line.label}
                  {line.note && (
                    <Box
                      component="span"
                      sx={{
                        marginInlineStart: 0.75,
                        px: 0.75,
                        borderRadius: 1,
                        bgcolor: line.key === 'code' ? 'rgba(46,125,50,0.1)' : '#f3efe6',
                        color: line.key === 'code' ? 'success.dark' : 'text.secondary',
                        fontSize: '0.75rem',
                        fontWeight: 600,
                      }}
                    >
                      <bdi>{line.note}</bdi>
                    </Box>
                  )}
                </Typography>
                <Typography
                  component="dd"
                  sx={{
                    m: 0,
                    fontWeight: total ? 800 : 600,
                    fontSize: total ? '1.15rem' : '0.95rem',
                    color: discount ? 'success.dark' : 'text.primary',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {line.key === 'delivery' && line.amount === 0 ? (
                    'رایگان'
                  ) : (
                    <>
                      <bdi dir="ltr">
                        {discount && line.amount > 0 ? '−' : ''}
                        {formatRial(line.amount, false)}
                      </bdi>{' '}
                      <Box
                        component="span"
                        sx={{ fontSize: '0.8em', fontWeight: 500, opacity: 0.8 }}
                      >
                        ریال
                      </Box>
                    </>
                  )}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
      {saving > 0 && (
        <Box
          sx={{
            mt: 1,
            px: 1.5,
            py: 1,
            borderRadius: 2,
            bgcolor: 'rgba(46,125,50,0.08)',
            color: 'success.dark',
            fontSize: '0.88rem',
            fontWeight: 700,
            display: 'flex',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <span>سود شما از این خرید</span>
          <span>{formatRial(saving)}</span>
        </Box>
      )}
      {children && <Box sx={{ mt: 2, display: 'grid', gap: 1.5 }}>{children}</Box>}
    </Card>
  );
}
