import { formatRial, toPersianDigits } from '@daneshsara/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormDataConsumer, useTranslate } from 'react-admin';
import { toInteger } from './numbers';
import { finalPricePreview } from './price';

/**
 * «قیمت نهایی» under the price inputs, recomputed as the unit price and the discount are typed:
 * floor(unit × (100 − percent) / 100), the sellable price the API will store.
 */
function PreviewBox({ unit, percent }: { unit: unknown; percent: unknown }) {
  const translate = useTranslate();
  const price = finalPricePreview(unit, percent);
  const off = toInteger(percent) ?? 0;
  return (
    <Box
      data-testid="final-price"
      sx={{
        display: 'flex',
        alignItems: 'baseline',
        flexWrap: 'wrap',
        gap: 1,
        px: 2,
        py: 1.5,
        mb: 2,
        borderRadius: 2,
        bgcolor: 'action.hover',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('app.store.final_price')}:
      </Typography>
      <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700 }}>
        {price === null ? translate('app.empty') : formatRial(price)}
      </Typography>
      {price !== null && off > 0 && off <= 100 && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.store.final_price_hint', { percent: toPersianDigits(off) })}
        </Typography>
      )}
    </Box>
  );
}

export function FinalPricePreview() {
  return (
    <FormDataConsumer>
      {({ formData }) => {
        const values = formData as { unit_price?: unknown; discount_percent?: unknown };
        return <PreviewBox unit={values.unit_price} percent={values.discount_percent} />;
      }}
    </FormDataConsumer>
  );
}
