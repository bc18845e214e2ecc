import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { formatRial } from '@daneshsara/domain';
import { useState, type FormEvent } from 'react';
import { useGatewayDeposit } from '../../payments/api/useMoney';
import { SectionCard } from '../../../kit/SectionCard';
import { QUICK_DEPOSIT_AMOUNTS, validateDeposit } from '../model';
import { RialField } from './RialField';

/** «افزایش موجودی»: an amount, then the bank gateway; the bank sends the person back here. */
export function DepositCard() {
  const [amount, setAmount] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const deposit = useGatewayDeposit();

  const change = (next: number | null) => {
    setAmount(next);
    setError(undefined);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = validateDeposit(amount);
    setError(problem);
    if (problem || amount === null) return;
    deposit.mutate({ amount });
  };

  const helper =
    error ??
    (amount
      ? `معادل ${formatRial(Math.floor(amount / 10), false)} تومان`
      : 'مبلغ را به ریال وارد کنید.');

  return (
    <SectionCard
      id="wallet-deposit-title"
      title="افزایش موجودی"
      description="کیف پول خود را از طریق درگاه امن بانکی شارژ کنید."
      icon={<AddCardOutlined />}
    >
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-labelledby="wallet-deposit-title"
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, flex: 1 }}
      >
        <RialField
          id="deposit-amount"
          name="deposit_amount"
          label="مبلغ افزایش موجودی"
          value={amount}
          onChange={change}
          error={!!error}
          helperText={helper}
          disabled={deposit.busy}
        />
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            مبلغ‌های پیشنهادی
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            }}
          >
            {QUICK_DEPOSIT_AMOUNTS.map((quick) => {
              const selected = amount === quick;
              return (
                <Chip
                  key={quick}
                  label={formatRial(quick)}
                  clickable
                  disabled={deposit.busy}
                  color={selected ? 'primary' : 'default'}
                  variant={selected ? 'filled' : 'outlined'}
                  aria-pressed={selected}
                  onClick={() => change(quick)}
                  sx={{ height: 40, fontWeight: 600, px: 0.5 }}
                />
              );
            })}
          </Box>
        </Box>
        <Box sx={{ flex: 1 }} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={deposit.busy}
          aria-busy={deposit.busy}
          startIcon={
            deposit.busy ? <CircularProgress size={18} color="inherit" /> : <LockOutlined />
          }
        >
          {deposit.busy ? 'در حال انتقال به درگاه بانک…' : 'افزایش موجودی'}
        </Button>
      </Box>
    </SectionCard>
  );
}
