import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import GavelRounded from '@mui/icons-material/GavelRounded';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { isApiError } from '@daneshsara/api-client';
import type { BasketRow, User } from '@daneshsara/domain';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { DigitsField } from '../../../components/inputs/DigitsField';
import { LoadError } from '../../../features/payments/components/LoadError';
import { SectionCard } from '../../../kit/SectionCard';
import { useCurrentUser } from '../../../features/profile/api/useCurrentUser';
import { ProvinceCityFields } from '../../../features/profile/components/ProvinceCityFields';
import { errorMessage, toast } from '../../../features/notify/toast';
import {
  initialAddress,
  needsShipping,
  validateAddress,
  type AddressErrors,
} from '../../../features/shop/address';
import { unavailableLines, useBasket, useSetAddress } from '../../../features/shop/api';
import { BasketSummary } from '../../../features/shop/components/BasketSummary';
import { RegulationsDialog } from '../../../features/shop/components/RegulationsDialog';
import { rememberRulesAccepted, rulesAccepted } from '../../../features/shop/checkoutState';
import { shopPaths } from '../../../features/shop/paths';
import type { AddressBody } from '../../../features/shop/storeApi';
import { CheckoutColumns, CheckoutFrame, CheckoutSkeleton, EmptyBasket } from './CheckoutParts';

const BACK = { to: shopPaths.cart, label: 'سبد خرید' };

/**
 * /panel/shop/completeInfo (step 2): where a physical order goes (province and city pickers,
 * postal code, address: PUT set_address) and the purchase rules, accepted in their dialog.
 */
export function CompleteInfoPage() {
  const basket = useBasket();
  const user = useCurrentUser();

  let content;
  if (basket.error && !basket.basket) {
    content = <LoadError error={basket.error} onRetry={basket.refetch} />;
  } else if (!basket.basket || (needsShipping(basket.basket) && user.isPending)) {
    content = <CheckoutSkeleton />;
  } else if (!basket.lines.length) {
    content = <EmptyBasket />;
  } else {
    content = <CompleteInfoForm key={basket.basket.id} basket={basket.basket} user={user.data} />;
  }

  return (
    <CheckoutFrame
      title="اطلاعات ارسال"
      description="نشانی تحویل سفارش را وارد کنید و قوانین خرید را بپذیرید."
      step={1}
      back={BACK}
    >
      {content}
    </CheckoutFrame>
  );
}

function CompleteInfoForm({ basket, user }: { basket: BasketRow; user: User | undefined }) {
  const navigate = useNavigate();
  const shipping = needsShipping(basket);
  const [value, setValue] = useState<AddressBody>(() => initialAddress(basket, user));
  const [errors, setErrors] = useState<AddressErrors>({});
  const [accepted, setAccepted] = useState(() => rulesAccepted(basket.id));
  const [rulesError, setRulesError] = useState<string>();
  const [rulesOpen, setRulesOpen] = useState(false);
  const save = useSetAddress(basket.id);
  const { lines } = useBasket();
  const blocked = unavailableLines(lines).length > 0;

  const set = (field: keyof AddressBody) => (next: string) => {
    setValue((v) => ({ ...v, [field]: next }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const next = () => {
    rememberRulesAccepted(basket.id);
    navigate(shopPaths.applyDiscount);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = shipping ? validateAddress(value) : {};
    setErrors(found);
    if (!accepted) setRulesError('برای ادامه خرید، قوانین و مقررات خرید را بپذیرید.');
    if (Object.keys(found).length || !accepted) return;
    if (!shipping) {
      next();
      return;
    }
    save.mutate(
      {
        province: value.province.trim(),
        city: value.city.trim(),
        address: value.address.trim(),
        postal_code: value.postal_code,
      },
      {
        onSuccess: next,
        onError: (err) => {
          if (isApiError(err) && Object.keys(err.fieldErrors).length) {
            setErrors({
              province: err.fieldError('province'),
              city: err.fieldError('city'),
              address: err.fieldError('address'),
              postal_code: err.fieldError('postal_code'),
            });
            return;
          }
          toast.error(errorMessage(err));
        },
      },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <CheckoutColumns
        main={
          <>
            {shipping ? (
              <SectionCard
                id="shop-address-title"
                title="نشانی تحویل"
                description="کالاهای فیزیکی سفارش با پست پیشتاز به این نشانی فرستاده می‌شود."
                icon={<LocalShippingOutlined />}
              >
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2.5,
                    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                  }}
                >
                  <ProvinceCityFields
                    idPrefix="shop-address"
                    provinceLabel="استان"
                    cityLabel="شهر"
                    province={value.province}
                    city={value.city}
                    onProvinceChange={set('province')}
                    onCityChange={set('city')}
                    provinceError={errors.province}
                    cityError={errors.city}
                  />
                  <TextField
                    id="shop-address-line"
                    label="نشانی پستی"
                    value={value.address}
                    onChange={(e) => set('address')(e.target.value)}
                    error={!!errors.address}
                    helperText={errors.address ?? 'خیابان، کوچه، پلاک و واحد'}
                    multiline
                    minRows={3}
                    slotProps={{ htmlInput: { maxLength: 500 } }}
                    sx={{ gridColumn: { sm: '1 / -1' } }}
                  />
                  <DigitsField
                    id="shop-postal-code"
                    label="کد پستی"
                    value={value.postal_code}
                    onChange={set('postal_code')}
                    maxLength={10}
                    error={!!errors.postal_code}
                    helperText={errors.postal_code ?? 'کد پستی ۱۰ رقمی، بدون خط تیره'}
                  />
                </Box>
              </SectionCard>
            ) : (
              <SectionCard
                id="shop-virtual-title"
                title="تحویل الکترونیکی"
                description="سفارش شما تنها شامل محصولات مجازی است و به نشانی پستی نیاز ندارد."
                icon={<CloudDoneOutlined />}
              >
                <Alert severity="info" sx={{ lineHeight: 1.9 }}>
                  پس از پرداخت، محصولات بلافاصله در حساب کاربری شما در دسترس خواهند بود.
                </Alert>
              </SectionCard>
            )}
            <SectionCard
              id="shop-rules-title"
              title="قوانین و مقررات خرید"
              description="پیش از ثبت سفارش، شرایط ارسال، بازگشت و لغو سفارش را مطالعه کنید."
              icon={<GavelRounded />}
            >
              <FormControlLabel
                control={
                  <Checkbox
                    checked={accepted}
                    onChange={(e) => {
                      setAccepted(e.target.checked);
                      setRulesError(undefined);
                    }}
                  />
                }
                label={
                  <>
                    <Link
                      component="button"
                      type="button"
                      onClick={(e) => {
                        e.preventDefault();
                        setRulesOpen(true);
                      }}
                      sx={{ fontWeight: 700, verticalAlign: 'baseline', fontSize: 'inherit' }}
                    >
                      قوانین و مقررات خرید
                    </Link>{' '}
                    را خوانده‌ام و می‌پذیرم.
                  </>
                }
                sx={{ mx: 0, alignItems: 'center' }}
              />
              {rulesError && <FormHelperText error>{rulesError}</FormHelperText>}
            </SectionCard>
          </>
        }
        side={
          <BasketSummary totals={basket} stage="checkout">
            {blocked && (
              <Alert severity="warning">
                موجودی برخی کالاها کافی نیست؛ ابتدا سبد خرید را اصلاح کنید.
              </Alert>
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={save.isPending || blocked}
              aria-busy={save.isPending}
              endIcon={
                save.isPending ? (
                  <CircularProgress size={18} color="inherit" />
                ) : (
                  <ArrowBackRounded />
                )
              }
              sx={{ minHeight: 52, fontWeight: 800, fontSize: '1.02rem' }}
            >
              ادامه و بازبینی سفارش
            </Button>
          </BasketSummary>
        }
      />
      <RegulationsDialog
        open={rulesOpen}
        onClose={() => setRulesOpen(false)}
        onAccept={() => {
          setAccepted(true);
          setRulesError(undefined);
          setRulesOpen(false);
        }}
      />
    </Box>
  );
}
