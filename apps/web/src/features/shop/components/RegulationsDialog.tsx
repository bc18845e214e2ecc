import GavelRounded from '@mui/icons-material/GavelRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { RichText } from '../../../kit/RichText';
import { SettingKeys, useSetting } from '../api';

/**
 * The purchase rules staff write in the console (setting `PurchaseRegulations`, HTML), shown
 * safely (only formatting survives, see kit/richText.ts), to read and accept.
 */
export function RegulationsDialog({
  open,
  onClose,
  onAccept,
}: {
  open: boolean;
  onClose: () => void;
  onAccept: () => void;
}) {
  const rules = useSetting(SettingKeys.PURCHASE_REGULATIONS, open);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="purchase-rules-title"
      scroll="paper"
    >
      <DialogTitle
        id="purchase-rules-title"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.25, fontWeight: 800 }}
      >
        <Box
          sx={{
            width: 40,
            height: 40,
            borderRadius: 2.5,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(15,94,99,0.08)',
            color: 'primary.main',
          }}
        >
          <GavelRounded />
        </Box>
        قوانین و مقررات خرید
      </DialogTitle>
      <DialogContent dividers>
        {rules.isPending ? (
          <>
            <Skeleton width="95%" />
            <Skeleton width="88%" />
            <Skeleton width="70%" />
          </>
        ) : rules.data?.trim() ? (
          <RichText text={rules.data} />
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>
            قوانین خرید هنوز ثبت نشده است. در صورت پرسش، با پشتیبانی تماس بگیرید.
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Button color="inherit" onClick={onClose}>
          بستن
        </Button>
        <Button variant="contained" onClick={onAccept} disabled={rules.isPending}>
          قوانین را می‌پذیرم
        </Button>
      </DialogActions>
    </Dialog>
  );
}
