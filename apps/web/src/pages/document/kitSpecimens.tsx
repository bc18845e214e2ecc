import InboxRounded from '@mui/icons-material/InboxRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatRial, toPersianDigits } from '@daneshsara/domain';
import { useState, type ComponentProps } from 'react';
import { ContactField } from '../../components/inputs/ContactField';
import { DigitsField } from '../../components/inputs/DigitsField';
import { PasswordField } from '../../components/inputs/PasswordField';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { FileField } from '../../kit/FileField';
import { DataList, type Column } from '../../kit/DataList';
import { EmptyState, FilteredEmptyState } from '../../kit/EmptyState';
import { FieldGrid, FullRow } from '../../kit/FieldGrid';
import { FilterChips } from '../../kit/FilterChips';
import { InfoRows } from '../../kit/InfoRows';
import { LoadError } from '../../kit/LoadError';
import { PageHeader } from '../../kit/PageHeader';
import { Pager } from '../../kit/Pager';
import { PaymentResult } from '../../kit/PaymentResult';
import { WalletPayment } from '../../kit/WalletPayment';
import { SectionCard } from '../../kit/SectionCard';
import { SectionTitle } from '../../kit/SectionTitle';
import { Hero } from '../../kit/Hero';
import { DonationThumb } from '../../features/donation/components/DonationThumb';
import { ClassroomThumb } from '../../features/learning/components/ClassroomThumb';
import { LONG_TEXT, Specimen, State } from './Specimen';

type Row = { id: number; title: string; amount: number };
const ROWS: Row[] = [
  { id: 1205, title: 'دوره فلسفه علم', amount: 2_500_000 },
  { id: 1206, title: LONG_TEXT.slice(0, 90), amount: 120_000 },
];
const COLUMNS: Column<Row>[] = [
  { key: 'id', label: 'شماره', render: (r) => toPersianDigits(r.id), nowrap: true },
  { key: 'title', label: 'عنوان', render: (r) => r.title },
  { key: 'amount', label: 'مبلغ', render: (r) => formatRial(r.amount), nowrap: true },
];
const list = (rows: Row[] | undefined, loading: boolean) => (
  <DataList
    label="نمونه فهرست"
    rows={rows}
    columns={COLUMNS}
    rowKey={(r) => r.id}
    cardTitle={(r) => r.title}
    loading={loading}
    empty={<EmptyState icon={<InboxRounded />} title="موردی نیست" />}
  />
);
/** A WalletPayment at rest: nothing under way, «انصراف» asks and closes. */
const PAYMENT_IDLE = {
  paying: false,
  redirecting: false,
  onPay: () => undefined,
  cancel: {
    title: 'انصراف از خرید',
    message: 'با انصراف، این صورت حساب لغو می‌شود. آیا مطمئن هستید؟',
    confirmLabel: 'بله، لغو شود',
    pending: false,
    onConfirm: (close: () => void) => close(),
  },
};
const PAYMENT_STATES: Array<
  Pick<
    ComponentProps<typeof WalletPayment>,
    'amountLabel' | 'amount' | 'inventory' | 'plan' | 'notice' | 'closedActions' | 'actions'
  > & { label: string; redirecting?: boolean }
> = [
  {
    label: 'از کیف پول',
    amountLabel: 'مبلغ سفارش',
    amount: 1_250_000,
    inventory: 3_000_000,
    plan: { kind: 'wallet' },
  },
  {
    label: 'افزایش موجودی',
    amountLabel: 'مبلغ کمک',
    amount: 50_000,
    inventory: 20_000,
    plan: { kind: 'deposit', depositAmount: 30_000 },
    notice: <Alert severity="warning">{LONG_TEXT}</Alert>,
    actions: 'row',
  },
  {
    label: 'در حال انتقال',
    amountLabel: 'مبلغ کمک',
    amount: 50_000,
    inventory: 0,
    plan: { kind: 'deposit', depositAmount: 50_000 },
    redirecting: true,
  },
  {
    label: 'غیرفعال',
    amountLabel: 'مبلغ سفارش',
    amount: 980_000,
    inventory: 120_000,
    plan: null,
    notice: <Alert severity="success">این صورت حساب پیش‌تر پرداخت شده است.</Alert>,
    closedActions: <Button variant="outlined">مشاهده صورت حساب</Button>,
  },
];
const FILTERS = [
  { value: 'all', label: 'همه' },
  { value: 'open', label: 'باز' },
  { value: 'paid', label: 'پرداخت‌شده' },
] as const;
type Filter = (typeof FILTERS)[number]['value'];

function InputStates() {
  const [code, setCode] = useState('0499370899');
  const [contact, setContact] = useState('');
  const [password, setPassword] = useState('');
  return (
    <>
      <State label="ارقام فارسی">
        <DigitsField label="کد ملی" value={code} onChange={setCode} maxLength={10} />
      </State>
      <State label="خالی">
        <ContactField value={contact} onChange={setContact} />
      </State>
      <State label="خطا">
        <PasswordField
          label="کلمه عبور"
          value={password}
          onChange={setPassword}
          error
          helperText="کلمه عبور دست‌کم ۸ نویسه است"
        />
      </State>
      <State label="غیرفعال">
        <DigitsField label="کد پستی" value="1234567890" onChange={() => undefined} disabled />
      </State>
    </>
  );
}

const ANY_FILE = () => null;
const CHOSEN = new File([new Uint8Array(184_320)], 'گزارش-نهایی-طرح-پژوهشی-۱۴۰۵-با-نام-بلند.pdf', {
  type: 'application/pdf',
});

function FileStates() {
  const [file, setFile] = useState<File | null>(CHOSEN);
  const [error, setError] = useState<string>();
  const field = (
    label: string,
    value: File | null,
    extra: { error?: string; disabled?: boolean },
  ) => (
    <FileField
      label={label}
      name={label}
      accept="application/pdf,image/*"
      file={value}
      onChange={() => undefined}
      check={ANY_FILE}
      error={extra.error}
      onError={() => undefined}
      help="فایل پی‌دی‌اف یا تصویر، حداکثر ۱۰ مگابایت (اختیاری)."
      disabled={extra.disabled}
    />
  );
  return (
    <>
      <State label="خالی">{field('پیوست', null, {})}</State>
      <State label="انتخاب‌شده، نام بلند">
        <FileField
          label="پیوست"
          name="attachment"
          accept="application/pdf,image/*"
          file={file}
          onChange={setFile}
          check={ANY_FILE}
          error={error}
          onError={setError}
          help="فایل پی‌دی‌اف یا تصویر، حداکثر ۱۰ مگابایت (اختیاری)."
        />
      </State>
      <State label="خطا">
        {field('فایل پاسخ', null, { error: 'تنها فایل پی‌دی‌اف یا تصویر پذیرفته می‌شود.' })}
      </State>
      <State label="غیرفعال">{field('فایل پاسخ', null, { disabled: true })}</State>
    </>
  );
}

/** The storefront's kit (apps/web/src/kit and components/inputs), each in its states. */
export function KitSpecimens() {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(2);
  const [confirm, setConfirm] = useState(false);
  return (
    <Stack spacing={2.5}>
      <Specimen
        name="EmptyState"
        file="apps/web/src/kit/EmptyState.tsx"
        text="«چیزی نیست» هر فهرست، با راه بعدی؛ framed برای صفحه‌های عمومی."
      >
        <State label="خالی (پنل)">
          <EmptyState
            icon={<InboxRounded />}
            title="هنوز صورت حسابی ندارید"
            description="پس از ثبت‌نام در یک دوره، صورت حساب آن اینجا می‌آید."
            link={{ to: '/', label: 'دیدن دوره‌ها' }}
          />
        </State>
        <State label="خالی (عمومی، framed)">
          <EmptyState
            framed
            icon={<InboxRounded />}
            title="طرحی یافت نشد."
            description={LONG_TEXT}
          />
        </State>
        <State label="خالی با فیلتر (FilteredEmptyState)" wide>
          <FilteredEmptyState
            icon={<InboxRounded />}
            filtered
            title=""
            filteredTitle="با این فیلتر موردی نیست"
            description="فیلتر دیگری برگزینید."
            start={{ to: '/', label: 'شروع' }}
            showAll="نمایش همه"
            onShowAll={() => undefined}
          />
        </State>
      </Specimen>
      <Specimen
        name="SectionCard"
        file="apps/web/src/kit/SectionCard.tsx"
        text="کارت عنوان‌دار یک بخش از صفحه یا فرم (نماد، عنوان، یک سطر راهنما)."
      >
        <State label="متن بلند فارسی">
          <SectionCard
            id="spec-card-long"
            title="اطلاعات تماس"
            description={LONG_TEXT}
            icon={<PersonRounded />}
          >
            {LONG_TEXT}
          </SectionCard>
        </State>
        <State label="با کنش و ارقام فارسی">
          <SectionCard
            id="spec-card-action"
            title={`صورت حساب ${toPersianDigits(1205)}`}
            icon={<ReceiptLongRounded />}
            action={<Chip size="small" label="باز" />}
          >
            {formatRial(2_500_000)}
          </SectionCard>
        </State>
      </Specimen>
      <Specimen
        name="FieldGrid"
        file="apps/web/src/kit/FieldGrid.tsx"
        text="فیلدهای فرم در یک، دو یا سه ستون بسته به پهنا؛ FullRow یک سطر کامل."
      >
        <State label="غیرفعال" wide>
          <FieldGrid>
            <TextField label="نام" value="زهرا" disabled />
            <TextField label="نام خانوادگی" value="احمدی" disabled />
            <TextField label="نام پدر" value="علی" disabled />
            <FullRow>
              <TextField label="نشانی" value={LONG_TEXT} multiline disabled />
            </FullRow>
          </FieldGrid>
        </State>
      </Specimen>
      <Specimen
        name="SectionTitle"
        file="apps/web/src/kit/SectionTitle.tsx"
        text="عنوان بخش صفحه‌های عمومی با «مشاهده همه»."
      >
        <State label="با پیوند">
          <SectionTitle
            id="spec-title"
            title="دوره‌های تازه"
            subtitle="برگزیده‌های این ماه"
            moreTo="/all-classrooms"
          />
        </State>
        <State label="متن بلند فارسی">
          <SectionTitle id="spec-title-long" title={LONG_TEXT.slice(0, 70)} subtitle={LONG_TEXT} />
        </State>
      </Specimen>
      <Specimen
        name="Hero"
        file="apps/web/src/kit/Hero.tsx"
        text="نوار آغاز صفحه‌های فرود عمومی (خانه و نیکوکاری)؛ نقاشی کنار آن فقط روی رایانه."
      >
        <State label="متن بلند فارسی و ارقام فارسی" wide>
          <Hero
            id="spec-hero"
            eyebrow={`${toPersianDigits(12)} طرح باز`}
            title="با هم، گره‌ای از کار دیگران بگشاییم"
            text={LONG_TEXT}
            primary={{ to: '/donation', label: 'مشاهده همه طرح‌ها' }}
            secondary={{ to: '/donation-category', label: 'دسته‌بندی طرح‌ها' }}
            art={<InboxRounded sx={{ fontSize: 120, opacity: 0.6 }} />}
          />
        </State>
      </Specimen>
      <Specimen
        name="Thumbnail"
        file="apps/web/src/kit/Thumbnail.tsx"
        text="تصویر کارت یا جای‌نگهدار طراحی‌شده وقتی تصویری نیست یا نمی‌آید (DonationThumb و ClassroomThumb)."
      >
        <State label="خالی (بدون تصویر)">
          <ClassroomThumb
            src={null}
            alt="دوره نمونه"
            seed={3}
            kind="training"
            caption={LONG_TEXT}
          />
        </State>
        <State label="خطا (تصویر نیامد)">
          <DonationThumb src="/uploads/no-such-picture.png" alt="طرح نمونه" seed={1} eager />
        </State>
      </Specimen>
      <Specimen
        name="PageHeader"
        file="apps/web/src/kit/PageHeader.tsx"
        text="سرصفحه صفحه‌های پنل: عنوان، توضیح، نشان، کنش‌ها و بازگشت."
      >
        <State label="ارقام فارسی" wide>
          <PageHeader
            title={`سفارش ${toPersianDigits(4521)}`}
            description={LONG_TEXT}
            badge={<Chip size="small" label="ارسال‌شده" />}
            back={{ to: '/panel/my-orders', label: 'سفارش‌ها' }}
          />
        </State>
      </Specimen>
      <Specimen
        name="InfoRows"
        file="apps/web/src/kit/InfoRows.tsx"
        text="جفت‌های برچسب و مقدار کارت‌های جزئیات."
      >
        <State label="ارقام فارسی" wide>
          <InfoRows
            items={[
              { label: 'مبلغ', value: formatRial(1_550_000) },
              { label: 'کد پیگیری', value: toPersianDigits('842190377') },
              { label: 'توضیح', value: LONG_TEXT, wide: true },
            ]}
          />
        </State>
      </Specimen>
      <Specimen
        name="DataList"
        file="apps/web/src/kit/DataList.tsx"
        text="فهرست پنل: جدول روی رایانه، کارت روی تلفن."
      >
        <State label="بارگذاری">{list(undefined, true)}</State>
        <State label="خالی">{list([], false)}</State>
        <State label="ارقام فارسی و متن بلند" wide>
          {list(ROWS, false)}
        </State>
      </Specimen>
      <Specimen
        name="Pager · FilterChips"
        file="apps/web/src/kit/Pager.tsx · apps/web/src/kit/FilterChips.tsx"
        text="شماره صفحه‌ها با ارقام فارسی و فیلترهای تک‌گزینه."
      >
        <State label="ارقام فارسی">
          <Pager page={page} pages={12} count={118} onChange={setPage} />
        </State>
        <State label="فیلتر">
          <FilterChips label="وضعیت" options={FILTERS} value={filter} onChange={setFilter} />
        </State>
      </Specimen>
      <Specimen
        name="LoadError · ConfirmDialog"
        file="apps/web/src/kit/LoadError.tsx · apps/web/src/kit/ConfirmDialog.tsx"
        text="بارگذاری ناموفق با «تلاش دوباره» و پرسش پیش از کاری که بازگشت ندارد."
      >
        <State label="خطا">
          <LoadError error={new Error('ارتباط با سرور برقرار نشد.')} onRetry={() => undefined} />
        </State>
        <State label="پرسش">
          <Button variant="outlined" color="error" onClick={() => setConfirm(true)}>
            لغو درخواست
          </Button>
          <ConfirmDialog
            open={confirm}
            title="لغو درخواست برداشت"
            message={LONG_TEXT}
            confirmLabel="لغو درخواست"
            danger
            onConfirm={() => setConfirm(false)}
            onClose={() => setConfirm(false)}
          />
        </State>
      </Specimen>
      <Specimen
        name="FileField"
        file="apps/web/src/kit/FileField.tsx"
        text="یک فایل در فرم: انتخاب، نام و حجم فایل با دکمه حذف، و پیام خطا زیر آن."
      >
        <FileStates />
      </Specimen>
      <Specimen
        name="PaymentResult"
        file="apps/web/src/kit/PaymentResult.tsx"
        text="صفحه بازگشت از بانک برای صورت حساب، نیکوکاری و سفارش."
      >
        <State label="موفق">
          <PaymentResult
            ok
            success
            tabTitle="اجزای رابط · مستندات"
            message="پرداخت شما با موفقیت انجام شد."
            code="842190377"
            actions={<Button variant="contained">بازگشت</Button>}
          />
        </State>
        <State label="خطا">
          <PaymentResult
            ok={false}
            success={false}
            tabTitle="اجزای رابط · مستندات"
            message="پرداخت انجام نشد؛ مبلغی کم نشده است."
            code={null}
            actions={<Button variant="outlined">تلاش دوباره</Button>}
          />
        </State>
      </Specimen>
      <Specimen
        name="WalletPayment"
        file="apps/web/src/kit/WalletPayment.tsx"
        text="پرداخت صورت حساب کمک یا سفارش از کیف پول، یا افزایش موجودی از درگاه بانک و سپس پرداخت."
      >
        {PAYMENT_STATES.map(({ label, ...props }) => (
          <State key={label} label={label}>
            <WalletPayment {...PAYMENT_IDLE} {...props} />
          </State>
        ))}
      </Specimen>
      <Specimen
        name="DigitsField · ContactField · PasswordField"
        file="apps/web/src/components/inputs/"
        text="فیلدهای رقمی، تماس و کلمه عبور فرم‌های ورود و نمایه."
      >
        <InputStates />
      </Specimen>
    </Stack>
  );
}
