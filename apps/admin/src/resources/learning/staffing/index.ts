/** The classroom page's «ارزیابان و سرگروه‌ها» tab (messages: import './messages' into i18n). */
export { StaffTab } from './StaffTab';
export { staffMessages } from './messages';
