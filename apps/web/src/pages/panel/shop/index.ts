/**
 * Every shop page of the panel, one lazy chunk: one import site keeps the router's preload map
 * (part of the first load) short.
 */
export {
  ApplyDiscountPage,
  CompleteInfoPage,
  ShopPaymentPage,
  ShopPaymentResultPage,
} from './checkout';
export { MyOrderDetailPage, MyOrdersPage } from './orders';
