/** The donation URLs of SPEC section 2 (public pages and the two panel payment steps). */
export const donationPaths = {
  landing: '/donation',
  all: '/donation/all',
  /** /donation/all with a category filter and page, as the list keeps them in its query. */
  allFiltered: (category: number | null, page = 1) => {
    const query = new URLSearchParams();
    if (category) query.set('category', String(category));
    if (page > 1) query.set('page', String(page));
    const text = query.toString();
    return text ? `/donation/all?${text}` : '/donation/all';
  },
  category: (id: number) => `/donation/category/${id}`,
  categories: '/donation-category',
  categoryPage: (id: number) => `/donation-category/${id}`,
  cause: (categoryId: number, donationId: number) =>
    `/donation-category/${categoryId}/donation/${donationId}`,
  payment: (invoice: number) => `/panel/donation/payment-from-wallet?invoice=${invoice}`,
  result: (invoice: number, success: boolean, code?: string | null) => {
    const query = new URLSearchParams({ status: String(success) });
    if (code) query.set('code', code);
    query.set('invoice', String(invoice));
    return `/panel/donation/payment-result?${query.toString()}`;
  },
} as const;
