/** The classroom page's «صف انتظار» tab (messages: import './messages' into i18n). */
export { WaitlistTab } from './WaitlistTab';
export { waitlistMessages } from './messages';
