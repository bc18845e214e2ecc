import { formatJalaliDate, formatRial, toPersianDigits } from '@daneshsara/domain';
import type { NoticeInput } from '../../core/notifier';
import type { Instalment } from './entities/instalment.entity';
import type { Invoice } from './entities/invoice.entity';

/** What the learner is told of their money (DOMAIN.md section 7), one builder per event. */
export const AccNotices = {
  invoicePaid: (inv: Invoice): NoticeInput => ({
    title: `صورت حساب «${inv.title}» پرداخت شد`,
    body: `پرداخت صورت حساب «${inv.title}» به مبلغ ${formatRial(inv.amount)} کامل شد.`,
    url: `/panel/invoice/${inv.id}`,
  }),
  invoiceCancelled: (inv: Invoice): NoticeInput => ({
    title: `صورت حساب «${inv.title}» لغو شد`,
    body: `صورت حساب «${inv.title}» به مبلغ ${formatRial(inv.amount)} لغو شد و دیگر پرداخت نمی‌شود.`,
    url: `/panel/invoice/${inv.id}`,
  }),
  instalmentDueSoon: (it: Instalment, inv: Pick<Invoice, 'title'>): NoticeInput => ({
    title: `سررسید قسط ${toPersianDigits(it.seq)} «${inv.title}» نزدیک است`,
    body: `قسط ${toPersianDigits(it.seq)} «${inv.title}» به مبلغ ${formatRial(it.amount)} تا ${formatJalaliDate(it.due_date)} پرداخت شود.`,
    url: `/panel/invoice/${it.invoice_id}`,
  }),
  instalmentOverdue: (it: Instalment, inv: Pick<Invoice, 'title'>): NoticeInput => ({
    title: `قسط ${toPersianDigits(it.seq)} «${inv.title}» عقب افتاده است`,
    body: `سررسید قسط ${toPersianDigits(it.seq)} «${inv.title}» به مبلغ ${formatRial(it.amount)} ${formatJalaliDate(it.due_date)} بود؛ لطفا هر چه زودتر آن را بپردازید.`,
    url: '/panel/profile/overdue-instalments',
  }),
  withdrawConfirmed: (amount: number): NoticeInput => ({
    title: 'درخواست برداشت تأیید شد',
    body: `مبلغ ${formatRial(amount)} به حساب شما واریز شد.`,
    url: '/panel/wallet',
  }),
  withdrawRejected: (amount: number, why: string | null): NoticeInput => ({
    title: 'درخواست برداشت رد شد',
    body: `درخواست برداشت ${formatRial(amount)} رد شد و این مبلغ به کیف پول شما بازگشت.${why ? ` توضیح: ${why}` : ''}`,
    url: '/panel/wallet',
  }),
};
