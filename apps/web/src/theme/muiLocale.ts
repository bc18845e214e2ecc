import type { ThemeOptions } from '@mui/material/styles';

const goTo = (type: string) =>
  type === 'first'
    ? 'رفتن به اولین صفحه'
    : type === 'last'
      ? 'رفتن به آخرین صفحه'
      : type === 'next'
        ? 'رفتن به صفحه‌ی بعدی'
        : 'رفتن به صفحه‌ی قبلی';

/**
 * The Persian texts of the MUI widgets the storefront uses, as `@mui/material/locale`'s faIR
 * gives them (add a widget's texts from there when a page starts using it). Not faIR itself: it
 * builds an `Intl.NumberFormat('fa-IR')` while the module loads, and loading the fa-IR locale
 * data was the largest single step of the storefront's start-up script (about a third of its
 * evaluation on a phone, docs/performance.md, Lighthouse «Fourth pass»); the page's own numbers
 * load it later, within the first render.
 */
export const muiFa: ThemeOptions = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'نمایش مسیر' } },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'پاک‌کردن',
        closeText: 'بستن',
        loadingText: 'در حال بارگذاری…',
        noOptionsText: 'بی‌نتیجه',
        openText: 'بازکردن',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'بستن' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'ناوبری صفحه',
        getItemAriaLabel: (type, page, selected) =>
          type === 'page' ? `${selected ? '' : 'رفتن به '}صفحهٔ ${page}` : goTo(type),
      },
    },
  },
};
