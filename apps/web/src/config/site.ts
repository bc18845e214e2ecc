import { paths } from './paths';

/** Defaults until the console's settings feed them (DESIGN.md "Identity"). */
export const SITE_NAME = 'دانش‌سرا';
export const SITE_SLOGAN = 'آموزش، رویداد، کتاب و نیکوکاری در یک جا';

export interface NavLink {
  label: string;
  to: string;
}

export const MAIN_MENU: readonly NavLink[] = [
  { label: 'دوره‌ها', to: paths.allClassrooms },
  { label: 'رویدادها', to: paths.allEvents },
  { label: 'حلقه‌های مباحثه', to: paths.discussionCircles },
  { label: 'فروشگاه', to: paths.shop },
  { label: 'محتوا', to: paths.content },
  { label: 'نیکوکاری', to: paths.donation },
  { label: 'اخبار', to: paths.posts },
];

export const FOOTER_LINKS: readonly NavLink[] = [
  { label: 'استادان', to: paths.professors },
  { label: 'درباره ما', to: paths.aboutUs },
  { label: 'تماس با ما', to: paths.contactUs },
  { label: 'قوانین و مقررات', to: paths.rules },
  { label: 'پرسش‌های متداول', to: paths.faq },
];

export type SocialNetwork = 'telegram' | 'instagram' | 'youtube';

/** Placeholder addresses until the console's settings provide the real ones. */
export const SOCIAL_LINKS: ReadonlyArray<{ network: SocialNetwork; label: string; href: string }> =
  [
    { network: 'telegram', label: 'تلگرام', href: 'https://t.me/daneshsara' },
    { network: 'instagram', label: 'اینستاگرام', href: 'https://instagram.com/daneshsara' },
    { network: 'youtube', label: 'یوتیوب', href: 'https://youtube.com/@daneshsara' },
  ];

/** Page title in the tab: «صفحه | دانش‌سرا». */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | ${SITE_SLOGAN}`;
}
