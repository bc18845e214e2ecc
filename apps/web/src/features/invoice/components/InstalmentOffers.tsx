import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatJalaliDate,
  toPersianDigits,
  type InstalmentOfferRow,
  type InvoiceRow,
} from '@daneshsara/domain';
import { useState } from 'react';
import { Amount } from '../../payments/components/Amount';
import { ConfirmDialog } from '../../payments/components/ConfirmDialog';
import { InfoRows } from '../../payments/components/InfoRows';
import { SectionCard } from '../../../kit/SectionCard';
import { StatusChip } from '../../payments/components/StatusChip';
import { useAnswerOffer } from '../api/useInvoices';
import { canAnswerOffer, offerBadge } from '../model';

function OfferCard({ offer, invoice }: { offer: InstalmentOfferRow; invoice: InvoiceRow }) {
  const answer = useAnswerOffer();
  const [confirmReject, setConfirmReject] = useState(false);
  const badge = offerBadge(offer);
  const open = canAnswerOffer(offer, invoice.status);
  const pendingAccept = answer.isPending && answer.variables?.accept === true;
  const pendingReject = answer.isPending && answer.variables?.accept === false;

  return (
    <Box
      component="article"
      aria-label={`پیشنهاد ${toPersianDigits(offer.count)} قسطی`}
      sx={{
        border: '1px solid',
        borderColor: open ? 'rgba(217,150,26,0.5)' : 'divider',
        bgcolor: open ? 'rgba(217,150,26,0.05)' : 'transparent',
        borderRadius: 2.5,
        p: { xs: 2, sm: 2.5 },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          mb: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          پرداخت در {toPersianDigits(offer.count)} قسط
        </Typography>
        <StatusChip label={badge.label} tone={badge.tone} />
      </Box>
      <InfoRows
        columns={3}
        items={[
          { label: 'مبلغ کل', value: <Amount value={offer.amount} /> },
          { label: 'تعداد اقساط', value: `${toPersianDigits(offer.count)} قسط` },
          {
            label: 'فاصله اقساط',
            value: `هر ${toPersianDigits(offer.due_date_interval)} روز`,
          },
          { label: 'سررسید نخستین قسط', value: formatJalaliDate(offer.starting_date) },
          {
            label: 'توضیحات',
            value: offer.description,
            hidden: !offer.description,
          },
        ]}
      />
      {open && (
        // One under the other on a phone: side by side the labels would wrap inside the buttons.
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1.25,
            mt: 2.5,
          }}
        >
          <Button
            variant="contained"
            disabled={answer.isPending}
            aria-busy={pendingAccept}
            startIcon={
              pendingAccept ? <CircularProgress size={18} color="inherit" /> : <CheckRounded />
            }
            onClick={() => answer.mutate({ id: offer.id, accept: true })}
            sx={{ minHeight: 44 }}
          >
            پذیرش پیشنهاد
          </Button>
          <Button
            color="error"
            variant="outlined"
            disabled={answer.isPending}
            startIcon={<CloseRounded />}
            onClick={() => setConfirmReject(true)}
            sx={{ minHeight: 44 }}
          >
            رد پیشنهاد
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={confirmReject}
        title="رد پیشنهاد اقساط"
        message="با رد این پیشنهاد، صورت حساب باید به صورت یکجا پرداخت شود. آیا مطمئن هستید؟"
        confirmLabel="رد پیشنهاد"
        danger
        pending={pendingReject}
        onClose={() => setConfirmReject(false)}
        onConfirm={() =>
          answer.mutate(
            { id: offer.id, accept: false },
            { onSettled: () => setConfirmReject(false) },
          )
        }
      />
    </Box>
  );
}

/** Instalment offers finance made for this invoice (ENDPOINTS.md 4.5), each to accept or reject. */
export function InstalmentOffers({ invoice }: { invoice: InvoiceRow }) {
  const offers = invoice.instalment_offers_info;
  if (!offers.length) return null;
  return (
    <SectionCard
      id="invoice-offers-title"
      title="پیشنهادهای پرداخت اقساطی"
      description="کارشناس مالی در پاسخ به درخواست مساعدت شما این پیشنهادها را ثبت کرده است."
      icon={<HandshakeOutlined />}
    >
      <Stack spacing={2}>
        {offers.map((offer) => (
          <OfferCard key={offer.id} offer={offer} invoice={invoice} />
        ))}
      </Stack>
    </SectionCard>
  );
}
