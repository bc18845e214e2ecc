/** «سفارش‌های من» and one order: one lazy chunk. */
export { MyOrderDetailPage } from './MyOrderDetailPage';
export { MyOrdersPage } from './MyOrdersPage';
