import { DiscountTarget, InvoiceStatus, InvoiceType, PaymentType, TransactionStatus, WithdrawState } from '@daneshsara/domain';
import type { FilterField, ListSpec } from '../../../core/list';

const values = (o: Record<string, string>) => Object.values(o);

/** Filters on the owner's columns, for lists joined to uma_users as `o`. */
const ownerFilters: Record<string, FilterField> = {
  owner__firstname: { type: 'string', column: 'o.firstname' },
  owner__lastname: { type: 'string', column: 'o.lastname' },
  owner__national_code: { type: 'string', column: 'o.national_code' },
  owner__mobile_number: { type: 'string', column: 'o.mobile_number' },
};
const ownerSearch = ['o.firstname', 'o.lastname', 'o.national_code', 'o.mobile_number'];

export const INVOICES_LIST: ListSpec = {
  resource: 'invoices',
  alias: 'i',
  filters: {
    id: { type: 'int', column: 'i.id' },
    owner: { type: 'int', column: 'i.owner_id' },
    status: { type: 'enum', values: values(InvoiceStatus), column: 'i.status' },
    type: { type: 'enum', values: values(InvoiceType), column: 'i.type' },
    item_type: { type: 'enum', values: values(InvoiceType), column: 'i.item_type' },
    item_id: { type: 'int', column: 'i.item_id' },
    amount: { type: 'int', column: 'i.amount' },
    creation_time: { type: 'date', column: 'i.creation_time' },
    paid_time: { type: 'date', column: 'i.paid_time' },
    ...ownerFilters,
  },
  search: ['i.title', ...ownerSearch],
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
    id: { type: 'int', column: 'it.id' },
    owner: { type: 'int', column: 'it.owner_id' },
    invoice: { type: 'int', column: 'it.invoice_id' },
    due_date: { type: 'date', column: 'it.due_date' },
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
  filters: {
    id: { type: 'int', column: 'of.id' },
    invoice: { type: 'int', column: 'of.invoice_id' },
    is_accepted: { type: 'bool', column: 'of.is_accepted' },
  },
  ordering: { id: 'of.id', creation_time: 'of.creation_time' },
  defaultOrdering: '-id',
};

export const WALLETS_LIST: ListSpec = {
  resource: 'wallets',
  alias: 'w',
  filters: {
    id: { type: 'int', column: 'w.id' },
    owner: { type: 'int', column: 'w.owner_id' },
    inventory: { type: 'int', column: 'w.inventory' },
    ...ownerFilters,
  },
  search: ownerSearch,
  ordering: { id: 'w.id', inventory: 'w.inventory' },
  defaultOrdering: '-id',
};

export const TRANSACTIONS_LIST: ListSpec = {
  resource: 'transactions',
  alias: 't',
  filters: {
    id: { type: 'int', column: 't.id' },
    owner: { type: 'int', column: 't.owner_id' },
    status: { type: 'enum', values: values(TransactionStatus), column: 't.status' },
    invoice: { type: 'int', column: 't.invoice_id' },
    amount: { type: 'int', column: 't.amount' },
    gateway: { type: 'string', column: 't.gateway' },
    creation_time: { type: 'date', column: 't.creation_time' },
    ...ownerFilters,
  },
  search: ['t.reference_code', 't.authority_code', ...ownerSearch],
  ordering: { id: 't.id', amount: 't.amount', creation_time: 't.creation_time', status: 't.status' },
  defaultOrdering: '-id',
  params: ['report_type'],
};

export const PAYMENTS_LIST: ListSpec = {
  resource: 'payments',
  alias: 'p',
  filters: {
    id: { type: 'int', column: 'p.id' },
    type: { type: 'enum', values: values(PaymentType), column: 'p.type' },
    wallet: { type: 'int', column: 'p.wallet_id' },
    wallet__owner: { type: 'int', column: 'w.owner_id' },
    invoice: { type: 'int', column: 'p.invoice_id' },
    withdraw_state: { type: 'enum', values: values(WithdrawState), column: 'p.withdraw_state' },
    /** The settling row (WITHDRAW_ADMITTED / WITHDRAW_REJECT) of a withdraw request. */
    request: { type: 'int', column: 'p.request_id' },
    amount: { type: 'int', column: 'p.amount' },
    creation_time: { type: 'date', column: 'p.creation_time' },
    ...Object.fromEntries(Object.entries(ownerFilters).map(([k, v]) => [`wallet__${k}`, v])),
  },
  search: ['p.IBAN', 'p.description', ...ownerSearch],
  ordering: { id: 'p.id', amount: 'p.amount', creation_time: 'p.creation_time', type: 'p.type' },
  defaultOrdering: '-id',
  params: ['report_type'],
};

export const DISCOUNTS_LIST: ListSpec = {
  resource: 'discounts',
  alias: 'd',
  filters: {
    id: { type: 'int', column: 'd.id' },
    code: { type: 'string', column: 'd.code' },
    target: { type: 'enum', values: values(DiscountTarget), column: 'd.target' },
    expire_time: { type: 'date', column: 'd.expire_time' },
    creation_time: { type: 'date', column: 'd.creation_time' },
  },
  search: ['d.code'],
  ordering: { id: 'd.id', code: 'd.code', expire_time: 'd.expire_time', used_count: 'd.used_count' },
  defaultOrdering: '-id',
};
