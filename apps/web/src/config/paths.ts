/** Every URL of the storefront and panel in one place (SPEC section 2 names). */
export const paths = {
  home: '/',
  login: '/login',
  adminLogin: '/login/admin',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  /** The console is a separate app: reach it with a full page load, never the SPA router. */
  adminConsole: '/admin/',

  allClassrooms: '/all-classrooms',
  discussionCircles: '/all-classrooms?type=DiscussionCircles',
  allEvents: '/all-events',
  professors: '/professor',
  shop: '/shop',
  cart: '/cart',
  content: '/content',
  donation: '/donation',
  posts: '/post',
  faq: '/faq',
  rules: '/rules',
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  notFound: '/404',

  panel: {
    root: '/panel',
    userInfo: '/panel/profile/user-info',
    classrooms: '/panel/profile/all-classrooms',
    events: '/panel/profile/all-events',
    discussionCircles: '/panel/profile/all-discussion-circles-classrooms',
    orders: '/panel/my-orders',
    invoices: '/panel/invoice',
    wallet: '/panel/wallet',
    tickets: '/panel/ticket',
    notices: '/panel/notice',
  },
} as const;

/** SPEC section 4: on a 401 only panel routes send the person to Login. */
export function isProtectedPath(pathname: string): boolean {
  return pathname === paths.panel.root || pathname.startsWith(`${paths.panel.root}/`);
}
