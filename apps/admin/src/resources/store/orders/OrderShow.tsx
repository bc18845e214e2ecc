import {
  formatRial,
  toPersianDigits,
  type BasketItemRow,
  type BasketRow,
} from '@daneshsara/domain';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import {
  Button,
  Labeled,
  Show,
  TopToolbar,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { OwnerSection } from '../../../components/OwnerSection';
import { RowLink } from '../../../components/RowLink';
import { ChipLabelField } from '../../../inputs/ChipLabelField';
import type { LabelOnlyProps } from '../../../inputs/fieldUtils';
import { JalaliDateField } from '../../../inputs/JalaliDateField';
import { CodeField } from '../../../inputs/LtrFields';
import { PersianNumberField, PersianTextField } from '../../../inputs/PersianNumberField';
import { RialField } from '../../../inputs/RialField';
import { ShowGrid, ShowSection } from '../../../inputs/ShowSection';
import { ORDER_RESOURCE, ORDERS_RESOURCE } from '../api';
import { BASKET_STATUS_COLORS, ORDER_TYPE_COLORS } from '../shared/choices';
import { CancelOrderButton, SendOrderButton } from './OrderActions';
import { itemTitle, lineTotal, summaryLines } from './order';

function BackToList() {
  const createPath = useCreatePath();
  return (
    <Button
      component={Link}
      to={createPath({ resource: ORDERS_RESOURCE, type: 'list' })}
      label="app.store.orders.back"
    >
      <ArrowForwardIcon />
    </Button>
  );
}

function OrderShowActions() {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1 }}>
      <BackToList />
      <Box sx={{ flex: 1 }} />
      <CancelOrderButton />
      <SendOrderButton />
    </TopToolbar>
  );
}

function OrderTitle() {
  const record = useRecordContext<BasketRow>();
  const translate = useTranslate();
  if (!record) return null;
  return <>{translate('app.store.orders.show_title', { id: record.id })}</>;
}

/** «صورتحساب شماره ۱۲» linked to the invoice page, with its status. */
function InvoiceLink(_: LabelOnlyProps) {
  const record = useRecordContext<BasketRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <RowLink resource="invoices" id={record.invoice} />
      {record.invoice_info && (
        <Chip
          size="small"
          variant="outlined"
          label={translate(`app.invoice_status.${record.invoice_info.status}`, {
            _: record.invoice_info.status,
          })}
        />
      )}
    </Box>
  );
}

function ItemThumb({ item }: { item: BasketItemRow }) {
  const src = item.product_info?.thumbnail ?? item.package_info?.thumbnail ?? undefined;
  return (
    <Avatar
      variant="rounded"
      src={src ?? undefined}
      alt=""
      sx={{ width: 40, height: 40, bgcolor: 'action.hover', color: 'text.secondary' }}
    >
      <ImageOutlinedIcon fontSize="small" />
    </Avatar>
  );
}

/** The lines of the order with the prices frozen when the invoice was made. */
function ItemsTable() {
  const record = useRecordContext<BasketRow>();
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!record) return null;
  const items = record.items_info ?? [];
  const t = (key: string) => translate(`app.store.orders.item.${key}`);
  if (!items.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('empty')}
      </Typography>
    );
  }
  const kind = (item: BasketItemRow) => t(item.package ? 'package' : 'product');
  if (phone) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {items.map((item) => (
          <Box key={item.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <ItemThumb item={item} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {itemTitle(item)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                {translate('app.store.orders.item.phone_line', {
                  kind: kind(item),
                  count: toPersianDigits(item.count),
                  price: formatRial(item.sellable_price),
                })}
              </Typography>
              {item.unit_price !== item.sellable_price && (
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ textDecoration: 'line-through' }}
                >
                  {formatRial(item.unit_price)}
                </Typography>
              )}
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {formatRial(lineTotal(item))}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('title')}</TableCell>
            <TableCell>{t('kind')}</TableCell>
            <TableCell>{t('count')}</TableCell>
            <TableCell>{t('unit_price')}</TableCell>
            <TableCell>{t('sellable_price')}</TableCell>
            <TableCell>{t('total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              <TableCell sx={{ whiteSpace: 'normal !important' }}>
                <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                  <ItemThumb item={item} />
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {itemTitle(item)}
                  </Typography>
                </Box>
              </TableCell>
              <TableCell>{kind(item)}</TableCell>
              <TableCell>{toPersianDigits(item.count)}</TableCell>
              <TableCell>{formatRial(item.unit_price)}</TableCell>
              <TableCell>{formatRial(item.sellable_price)}</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>{formatRial(lineTotal(item))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** قیمت کالاها، تخفیف ها، کد تخفیف، هزینه ارسال and جمع, as the learner saw them. */
function PriceSummary() {
  const record = useRecordContext<BasketRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 480 }}>
      {summaryLines(record).map((line) => (
        <Box key={line.key}>
          {line.total && <Divider sx={{ mb: 1 }} />}
          <Box
            data-summary={line.key}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'center' }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ fontWeight: line.total ? 700 : 400 }}>
                {translate(`app.store.orders.summary.${line.key}`)}
              </Typography>
              {line.code && (
                <Chip
                  size="small"
                  variant="outlined"
                  label={<span dir="ltr">{toPersianDigits(line.code)}</span>}
                />
              )}
            </Box>
            <Typography
              variant={line.total ? 'subtitle1' : 'body2'}
              sx={{
                fontWeight: line.total ? 800 : 500,
                whiteSpace: 'nowrap',
                color: line.off && line.amount > 0 ? 'error.main' : undefined,
              }}
            >
              {line.off && line.amount > 0 ? '− ' : ''}
              {formatRial(line.amount)}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function Shipping() {
  const record = useRecordContext<BasketRow>();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.full_address) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.store.orders.no_address')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Labeled source="full_address">
        <PersianTextField source="full_address" />
      </Labeled>
      <ShowGrid>
        <PersianNumberField source="postal_code" emptyText="app.empty" />
        <RialField source="delivery_cost" />
      </ShowGrid>
    </Box>
  );
}

function OrderDetails() {
  const record = useRecordContext<BasketRow>();
  return (
    <>
      <ShowSection title="app.store.orders.sections.order">
        <ShowGrid>
          <ChipLabelField
            source="status"
            labels="app.store.basket_status"
            colors={BASKET_STATUS_COLORS}
          />
          <ChipLabelField
            source="order_type"
            labels="app.store.order_type"
            colors={ORDER_TYPE_COLORS}
            emptyText="app.empty"
          />
          <JalaliDateField source="order_time" showTime emptyText="app.empty" />
          <InvoiceLink source="invoice" />
          {record?.discount_info ? <CodeField source="discount_info.code" /> : null}
        </ShowGrid>
      </ShowSection>
      <OwnerSection title="app.store.orders.sections.owner" />
      <ShowSection title="app.store.orders.sections.items">
        <ItemsTable />
      </ShowSection>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 2,
        }}
      >
        <ShowSection title="app.store.orders.sections.summary">
          <PriceSummary />
        </ShowSection>
        <ShowSection title="app.store.orders.sections.shipping">
          <Shipping />
        </ShowSection>
      </Box>
    </>
  );
}

/** GET store/baskets/{id}: one order with its buyer, lines, prices and shipping; send or cancel. */
export function OrderShow() {
  return (
    <Show
      resource={ORDER_RESOURCE}
      actions={<OrderShowActions />}
      component="div"
      title={<OrderTitle />}
    >
      <OrderDetails />
    </Show>
  );
}
