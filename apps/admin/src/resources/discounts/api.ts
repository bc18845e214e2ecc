/** API path of discount codes, under /api. */
export const DISCOUNTS_PATH = 'accounting/discounts';
