import { DiscountTarget, InvoiceStatus, InvoiceType, PaymentType, TransactionStatus, WithdrawState } from '@daneshsara/domain';
import { columnFilters, ownedIndex, type ListSpec, type SearchIndex } from '../../../core/list';

const values = (o: Record<string, string>) => Object.values(o);

/** Filters on the owner's columns, for lists joined to uma_users as `o`. */
const ownerFilters = columnFilters('o', {
  owner__firstname: 'string firstname',
  owner__lastname: 'string lastname',
  owner__national_code: 'string national_code',
  owner__mobile_number: 'string mobile_number',
});

/** The words of the money lists' own texts and their owners' (core/list/search-index.ts). */
export const INVOICES_SEARCH = ownedIndex('acc_invoices', ['title']);
export const TRANSACTIONS_SEARCH = ownedIndex('acc_transactions', ['reference_code', 'authority_code']);
export const PAYMENTS_SEARCH: SearchIndex = {
  ...ownedIndex('acc_payments', ['IBAN', 'description']),
  owner: { column: 'wallet_id', via: { table: 'acc_wallets', owner: 'owner_id' } },
};
/** A wallet has no words of its own: its owner's. */
export const WALLETS_SEARCH = ownedIndex('acc_wallets');

export const INVOICES_LIST: ListSpec = {
  resource: 'invoices',
  alias: 'i',
  filters: {
    ...columnFilters('i', { id: 'int', owner: 'int owner_id', item_id: 'int', amount: 'int', creation_time: 'date', paid_time: 'date' }),
    status: { type: 'enum', values: values(InvoiceStatus), column: 'i.status' },
    type: { type: 'enum', values: values(InvoiceType), column: 'i.type' },
    item_type: { type: 'enum', values: values(InvoiceType), column: 'i.item_type' },
    ...ownerFilters,
  },
  search: [{ index: INVOICES_SEARCH, key: 'i.id' }],
  ordering: {
    id: 'i.id',
    amount: 'i.amount',
    status: 'i.status',
    creation_time: 'i.creation_time',
    paid_time: 'i.paid_time',
  },
  defaultOrdering: '-id',
  params: ['report_type'],
};

export const INSTALMENTS_LIST: ListSpec = {
  resource: 'instalments',
  alias: 'it',
  filters: {
    ...columnFilters('it', { id: 'int', owner: 'int owner_id', invoice: 'int invoice_id', due_date: 'date' }),
    paid: {
      type: 'bool',
      ops: ['eq'],
      apply: (qb, cond) => void qb.andWhere(cond.value ? 'it.paid_time IS NOT NULL' : 'it.paid_time IS NULL'),
    },
  },
  ordering: { id: 'it.id', due_date: 'it.due_date', amount: 'it.amount' },
  defaultOrdering: 'due_date',
  params: ['type'],
};

export const OFFERS_LIST: ListSpec = {
  resource: 'instalment_offers',
  alias: 'of',
  filters: columnFilters('of', { id: 'int', invoice: 'int invoice_id', is_accepted: 'bool' }),
  ordering: { id: 'of.id', creation_time: 'of.creation_time' },
  defaultOrdering: '-id',
};

export const WALLETS_LIST: ListSpec = {
  resource: 'wallets',
  alias: 'w',
  filters: {
    ...columnFilters('w', { id: 'int', owner: 'int owner_id', inventory: 'int' }),
    ...ownerFilters,
  },
  search: [{ index: WALLETS_SEARCH, key: 'w.id' }],
  ordering: { id: 'w.id', inventory: 'w.inventory' },
  defaultOrdering: '-id',
};

export const TRANSACTIONS_LIST: ListSpec = {
  resource: 'transactions',
  alias: 't',
  filters: {
    ...columnFilters('t', {
      id: 'int',
      owner: 'int owner_id',
      invoice: 'int invoice_id',
      amount: 'int',
      gateway: 'string',
      creation_time: 'date',
    }),
    status: { type: 'enum', values: values(TransactionStatus), column: 't.status' },
    ...ownerFilters,
  },
  search: [{ index: TRANSACTIONS_SEARCH, key: 't.id' }],
  ordering: { id: 't.id', amount: 't.amount', creation_time: 't.creation_time', status: 't.status' },
  defaultOrdering: '-id',
  params: ['report_type'],
};

export const PAYMENTS_LIST: ListSpec = {
  resource: 'payments',
  alias: 'p',
  filters: {
    ...columnFilters('p', {
      id: 'int',
      wallet: 'int wallet_id',
      wallet__owner: 'int w.owner_id',
      invoice: 'int invoice_id',
      // The settling row (WITHDRAW_ADMITTED / WITHDRAW_REJECT) of a withdraw request.
      request: 'int request_id',
      amount: 'int',
      creation_time: 'date',
    }),
    type: { type: 'enum', values: values(PaymentType), column: 'p.type' },
    withdraw_state: { type: 'enum', values: values(WithdrawState), column: 'p.withdraw_state' },
    ...Object.fromEntries(Object.entries(ownerFilters).map(([k, v]) => [`wallet__${k}`, v])),
  },
  search: [{ index: PAYMENTS_SEARCH, key: 'p.id' }],
  ordering: { id: 'p.id', amount: 'p.amount', creation_time: 'p.creation_time', type: 'p.type' },
  defaultOrdering: '-id',
  params: ['report_type'],
};

export const DISCOUNTS_LIST: ListSpec = {
  resource: 'discounts',
  alias: 'd',
  filters: {
    ...columnFilters('d', { id: 'int', code: 'string', expire_time: 'date', creation_time: 'date' }),
    target: { type: 'enum', values: values(DiscountTarget), column: 'd.target' },
  },
  search: ['d.code'],
  ordering: { id: 'd.id', code: 'd.code', expire_time: 'd.expire_time', used_count: 'd.used_count' },
  defaultOrdering: '-id',
};
