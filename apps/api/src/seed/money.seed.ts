import { InvoiceStatus, InvoiceType, PAYMENT_SIGN, PaymentType, TransactionStatus, WithdrawState } from '@daneshsara/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { Discount, Instalment, InstalmentOffer, Invoice, Payment, SandboxPayment, Transaction, Wallet } from '../modules/accounting';
import { Donation, DonationCategory, DonationRegistration } from '../modules/dma';
import { User } from '../modules/uma';

const DAY = 86_400_000;

const CAUSES: { title: string; description: string; causes: { title: string; summary: string; description: string }[] }[] = [
  {
    title: 'آموزش و کتاب',
    description: 'کمک به آموزش نوجوانان و جوانان مناطق کم‌برخوردار.',
    causes: [
      {
        title: 'کتابخانه برای مدارس روستایی',
        summary: 'هر قفسه کتاب، دریچه‌ای تازه برای کودکان روستا.',
        description: 'با کمک شما برای ۴۰ مدرسه روستایی در سیستان و بلوچستان و خراسان جنوبی کتابخانه کلاسی می‌سازیم.\nهر ۵۰۰٬۰۰۰ ریال یک کتاب داستان به قفسه اضافه می‌کند.',
      },
      {
        title: 'بورس تحصیلی اندیشه‌جویان',
        summary: 'شهریه دوره‌های آموزشی برای اندیشه‌جویان نیازمند.',
        description: 'بخشی از شهریه دوره‌های دانش‌سرا برای اندیشه‌جویانی که توان پرداخت ندارند از این صندوق پرداخت می‌شود.',
      },
    ],
  },
  {
    title: 'درمان و سلامت',
    description: 'همراهی با بیماران و خانواده‌هایشان.',
    causes: [
      {
        title: 'داروی بیماران خاص',
        summary: 'تأمین بخشی از هزینه داروی بیماران خاص کم‌بضاعت.',
        description: 'این طرح با همکاری انجمن‌های بیماران، هزینه داروهای گران‌قیمت را برای خانواده‌های معرفی‌شده تأمین می‌کند.',
      },
    ],
  },
  {
    title: 'کمک معیشتی',
    description: 'سبد غذایی و حمایت از خانواده‌های نیازمند.',
    causes: [
      {
        title: 'سبد غذایی ماه مبارک',
        summary: 'هر سبد، غذای یک ماه یک خانواده چهارنفره.',
        description: 'سبدها با نظارت خیریه‌های محلی میان خانواده‌های شناسایی‌شده توزیع می‌شود.',
      },
      {
        title: 'جهیزیه زوج‌های جوان',
        summary: 'کمک به آغاز زندگی مشترک زوج‌های کم‌برخوردار.',
        description: 'با همکاری مراکز نیکوکاری محلات، اقلام ضروری زندگی برای زوج‌های جوان تهیه می‌شود.',
      },
    ],
  },
];

class DemoLedger {
  private serial = 0;
  constructor(
    private readonly em: EntityManager,
    private readonly now: Date,
  ) {}

  at(daysAgo: number, hours = 10): Date {
    return new Date(this.now.getTime() - daysAgo * DAY + hours * 3_600_000 - 12 * 3_600_000);
  }

  async wallet(ownerId: number): Promise<Wallet> {
    const found = await this.em.findOneBy(Wallet, { owner_id: ownerId });
    if (found) return found;
    return this.em.save(this.em.create(Wallet, { owner_id: ownerId, inventory: 0, creation_time: this.now, last_modification_time: this.now }));
  }

  /** A ledger row and the matching balance change, as LedgerService writes them. */
  async move(ownerId: number, type: PaymentType, amount: number, when: Date, row: Partial<Payment> = {}): Promise<Payment> {
    const w = await this.wallet(ownerId);
    w.inventory += PAYMENT_SIGN[type] * amount;
    if (w.inventory < 0) throw new Error('demo ledger below zero');
    w.last_modification_time = when;
    await this.em.save(w);
    return this.em.save(this.em.create(Payment, { ...row, wallet_id: w.id, type, amount, creator_id: row.creator_id ?? ownerId, creation_time: when }));
  }

  /** A paid bank deposit: a SUCCESS transaction and its DEPOSIT. */
  async deposit(ownerId: number, amount: number, daysAgo: number, invoiceId: number | null = null): Promise<void> {
    const when = this.at(daysAgo);
    const txn = await this.em.save(
      this.em.create(Transaction, {
        owner_id: ownerId,
        amount,
        gateway: 'sandbox',
        authority_code: `SDEMO${String(++this.serial).padStart(6, '0')}${ownerId}`,
        reference_code: String(410_000_000 + this.serial * 7919),
        status: TransactionStatus.SUCCESS,
        description: invoiceId ? 'پرداخت صورت حساب' : 'افزایش موجودی کیف پول',
        invoice_id: invoiceId,
        instalment_id: null,
        bank_code: 100,
        verified_time: when,
        creation_time: when,
        last_modification_time: when,
      }),
    );
    await this.move(ownerId, PaymentType.DEPOSIT, amount, when, { transaction_id: txn.id, invoice_id: invoiceId, description: txn.description });
  }

  async invoice(ownerId: number, title: string, amount: number, type: string, daysAgo: number, extra: Partial<Invoice> = {}): Promise<Invoice> {
    const when = this.at(daysAgo);
    return this.em.save(
      this.em.create(Invoice, {
        title,
        description: null,
        amount,
        status: InvoiceStatus.PAYING,
        type,
        item_type: type,
        item_id: null,
        owner_id: ownerId,
        creator_id: ownerId,
        discount_id: null,
        additional_data: null,
        expire_time: new Date(when.getTime() + DAY),
        paid_time: null,
        creation_time: when,
        last_modification_time: when,
        ...extra,
      }),
    );
  }

  async payFromWallet(inv: Invoice, daysAgo: number): Promise<void> {
    const when = this.at(daysAgo, 11);
    await this.move(inv.owner_id, PaymentType.WITHDRAW, inv.amount, when, { invoice_id: inv.id, description: `پرداخت صورت حساب «${inv.title}»` });
    inv.status = InvoiceStatus.PAID_FULL;
    inv.paid_time = when;
    inv.last_modification_time = when;
    await this.em.save(inv);
  }
}

/**
 * The money side of the demo: causes to give to, learners with wallets, paid and open invoices,
 * gifts, withdrawal requests waiting for finance, an instalment plan with one instalment overdue,
 * and discount codes. Written only together with the demo users.
 */
export async function seedMoneyDemo(ds: DataSource, now: Date = new Date()): Promise<void> {
  await ds.transaction(async (em) => {
    const users = await em.find(User, { order: { id: 'ASC' } });
    const byMobile = new Map(users.map((u) => [u.mobile_number, u]));
    const finance = byMobile.get('09120000009');
    const L = new DemoLedger(em, now);

    const causes: Donation[] = [];
    for (const [ci, c] of CAUSES.entries()) {
      const cat = await em.save(em.create(DonationCategory, { title: c.title, description: c.description, thumbnail: null, creation_time: L.at(80 - ci), last_modification_time: L.at(80 - ci) }));
      for (const cause of c.causes) {
        causes.push(
          await em.save(em.create(Donation, { ...cause, thumbnail: null, category_id: cat.id, is_active: true, creation_time: L.at(78 - ci), last_modification_time: L.at(78 - ci) })),
        );
      }
    }

    const give = async (owner: User, cause: Donation, amount: number, daysAgo: number, isPrivate = false) => {
      const inv = await L.invoice(owner.id, `کمک به «${cause.title}»`, amount, InvoiceType.DONATION, daysAgo, { item_id: cause.id });
      await L.payFromWallet(inv, daysAgo);
      await em.insert(DonationRegistration, {
        donation_id: cause.id,
        invoice_id: inv.id,
        owner_id: owner.id,
        amount,
        full_name: `${owner.firstname} ${owner.lastname}`,
        mobile_number: owner.mobile_number,
        is_private: isPrivate,
        creation_time: L.at(daysAgo, 11),
      });
    };
    const IBANS = ['IR820540102680020817909002', 'IR062960000000100324200001', 'IR580540105180021273113007'];

    // The demo learner of the README.
    const main = byMobile.get('09120000001');
    if (main) {
      await L.deposit(main.id, 2_500_000, 30);
      const book = await L.invoice(main.id, 'بسته کتاب‌های مبانی اندیشه', 450_000, InvoiceType.STORE_BASKET, 25);
      await L.payFromWallet(book, 25);
      await give(main, causes[0], 200_000, 12);
      await L.move(main.id, PaymentType.WITHDRAW_REQUEST, 300_000, L.at(2), { IBAN: IBANS[0], withdraw_state: WithdrawState.PENDING, description: 'درخواست برداشت از کیف پول' });
      await L.invoice(main.id, 'ثبت نام دوره «روش تحقیق در علوم انسانی»', 1_200_000, InvoiceType.CLASSROOM, 0);
    }

    const learners = users.filter((u) => u.mobile_number?.startsWith('0935100'));
    for (const [i, u] of learners.entries()) {
      const base = 500_000 + (i % 5) * 250_000;
      await L.deposit(u.id, base, 40 - i);
      if (i % 2 === 0) {
        const inv = await L.invoice(u.id, i % 4 === 0 ? 'ثبت نام رویداد «همایش اخلاق پژوهش»' : 'بسته جزوه‌های کارگاه نگارش', 150_000 + i * 10_000, i % 4 === 0 ? InvoiceType.EVENT : InvoiceType.STORE_BASKET, 35 - i);
        await L.payFromWallet(inv, 35 - i);
      }
      if (i % 3 === 0) await give(u, causes[(i / 3) % causes.length], 50_000 * ((i % 4) + 1), 20 - i, i % 2 === 1);
      if (i === 2 || i === 7) {
        await L.move(u.id, PaymentType.WITHDRAW_REQUEST, 100_000, L.at(1 + i / 7), { IBAN: IBANS[(i % 2) + 1], withdraw_state: WithdrawState.PENDING, description: 'درخواست برداشت از کیف پول' });
      }
    }

    // An instalment plan with its first instalment overdue (learner 09351000005).
    const planOwner = byMobile.get('09351000005');
    if (planOwner) {
      const inv = await L.invoice(planOwner.id, 'ثبت نام دوره «فلسفه علم»', 2_400_000, InvoiceType.CLASSROOM, 20, {
        status: InvoiceStatus.PAYING_IN_INSTALMENT,
        expire_time: null,
      });
      const offer = await em.save(
        em.create(InstalmentOffer, {
          invoice_id: inv.id,
          amount: 2_400_000,
          count: 3,
          due_date_interval: 30,
          starting_date: L.at(5),
          description: 'سه قسط ماهانه',
          is_accepted: true,
          creator_id: finance?.id ?? null,
          creation_time: L.at(18),
          answer_time: L.at(17),
        }),
      );
      for (let k = 0; k < 3; k++) {
        await em.insert(Instalment, {
          invoice_id: inv.id,
          instalment_offer_id: offer.id,
          owner_id: planOwner.id,
          seq: k + 1,
          amount: 800_000,
          due_date: new Date(offer.starting_date.getTime() + k * 30 * DAY),
          paid_time: null,
          creation_time: L.at(17),
        });
      }
    }

    await em.insert(Discount, [
      { code: 'WELCOME10', target: 'STORE', percent: 10, price: 0, order_price: 0, expire_time: new Date(now.getTime() + 60 * DAY), used_count: 0, creation_time: now, last_modification_time: now },
      { code: 'EVENT50K', target: 'EVENT', percent: 0, price: 50_000, order_price: 200_000, expire_time: new Date(now.getTime() + 30 * DAY), used_count: 0, creation_time: now, last_modification_time: now },
      { code: 'LEARN15', target: 'TRAINING', percent: 15, price: 0, order_price: 500_000, expire_time: null, used_count: 0, creation_time: now, last_modification_time: now },
    ]);
    // Last, so finance finds them at the top of the transactions list.
    if (learners[1]) await seedStuckBankTrips(em, learners[1].id, now);
  });
}

/**
 * Two bank trips the reconcile job settles on the demo's first minute (issue 17): one paid at the
 * (sandbox) bank by a payer who never came back, credited by the job; one never paid and past the
 * authority's life, expired by it. Finance sees both, and what the job did, on the transactions list.
 */
async function seedStuckBankTrips(em: EntityManager, ownerId: number, now: Date): Promise<void> {
  const trips = [
    { amount: 650_000, minutesAgo: 20, paid: true },
    { amount: 300_000, minutesAgo: 45, paid: false },
  ];
  for (const [i, trip] of trips.entries()) {
    const when = new Date(now.getTime() - trip.minutesAgo * 60_000);
    const authority = `SDEMOSTUCK${i}${ownerId}`;
    await em.insert(SandboxPayment, {
      authority,
      amount: trip.amount,
      description: 'افزایش موجودی کیف پول',
      callback_url: '/api/accounting/gateway/callback',
      state: trip.paid ? 'PAID' : 'PENDING',
      ref_id: trip.paid ? String(520_000_000 + ownerId) : null,
      verify_count: 0,
      creation_time: when,
    });
    await em.insert(Transaction, {
      owner_id: ownerId,
      amount: trip.amount,
      gateway: 'sandbox',
      authority_code: authority,
      reference_code: null,
      status: TransactionStatus.IN_PROGRESS,
      description: 'افزایش موجودی کیف پول',
      invoice_id: null,
      instalment_id: null,
      bank_code: null,
      verified_time: null,
      reconcile_note: null,
      reconciled_time: null,
      creation_time: when,
      last_modification_time: when,
    });
  }
}
