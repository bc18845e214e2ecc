/** API paths of the charity (dma) screens, under /api. */
export const DONATIONS_PATH = 'dma/donations';
export const DONATION_CATEGORIES_PATH = 'dma/donations/categories';
export const DONATION_REGISTRATIONS_PATH = 'dma/registrations';
