import CloseRounded from '@mui/icons-material/CloseRounded';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApiError } from '@daneshsara/api-client';
import { formatRial, toLatinDigits, toPersianDigits, type BasketRow } from '@daneshsara/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../notify/toast';
import { useDiscountCode } from '../api';

/**
 * The store discount code of a learner's basket: PUT submit_discount_code (the server's 400 under
 * the field), and once set, the code with «حذف» (PUT remove_discount_code).
 */
export function DiscountCodeBox({ basket }: { basket: BasketRow }) {
  const { submit, remove } = useDiscountCode(basket.id);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  if (basket.discount_info) {
    return (
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.25,
          p: 1.25,
          borderRadius: 2.5,
          border: '1px dashed',
          borderColor: 'success.main',
          bgcolor: 'rgba(46,125,50,0.06)',
        }}
      >
        <LocalOfferOutlined sx={{ color: 'success.main' }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 800, fontSize: '0.95rem' }}>
            کد <bdi dir="ltr">{basket.discount_info.code}</bdi> اعمال شد
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>
            {basket.discount_amount > 0
              ? `${formatRial(basket.discount_amount)} تخفیف`
              : basket.discount_info.percent
                ? `${toPersianDigits(basket.discount_info.percent)}٪ تخفیف`
                : 'تخفیف روی سفارش'}
          </Typography>
        </Box>
        <IconButton
          aria-label="حذف کد تخفیف"
          onClick={() => remove.mutate()}
          disabled={remove.isPending}
          sx={{ color: 'error.main' }}
        >
          {remove.isPending ? <CircularProgress size={18} /> : <CloseRounded />}
        </IconButton>
      </Box>
    );
  }

  const send = (e: FormEvent) => {
    e.preventDefault();
    const value = toLatinDigits(code).trim();
    if (!value) {
      setError('کد تخفیف را وارد کنید.');
      return;
    }
    submit.mutate(value, {
      onSuccess: () => setCode(''),
      onError: (err) =>
        setError(isApiError(err) ? (err.fieldError('code') ?? err.message) : errorMessage(err)),
    });
  };

  return (
    <Box component="form" onSubmit={send} noValidate>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label="کد تخفیف"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setError(undefined);
          }}
          placeholder="کد تخفیف دارید؟"
          error={!!error}
          helperText={error}
          size="small"
          slotProps={{
            htmlInput: {
              dir: 'ltr',
              autoCapitalize: 'characters',
              autoComplete: 'off',
              maxLength: 50,
            },
          }}
          sx={{ '& .MuiInputBase-root': { minHeight: 44 } }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={submit.isPending}
          aria-busy={submit.isPending}
          sx={{ mt: '27px', minHeight: 44, flexShrink: 0 }}
        >
          {submit.isPending ? <CircularProgress size={18} /> : 'اعمال'}
        </Button>
      </Box>
    </Box>
  );
}
