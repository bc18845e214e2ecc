/** The shop's public pages, one lazy chunk (one import site, a short preload map). */
export { CartPage } from './CartPage';
export { PackagePage, ProductPage } from './SellablePage';
export { ShopPage } from './ShopPage';
