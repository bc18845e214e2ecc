import { withLearningCompleteInfo } from '../../../features/learning/completeInfoSwitch';
import { CompleteInfoPage as ShopCompleteInfoPage } from './CompleteInfoPage';

/** The four checkout steps share most of their parts: one lazy chunk for all of them. */
export { ApplyDiscountPage } from './ApplyDiscountPage';
export { ShopPaymentPage } from './ShopPaymentPage';
export { ShopPaymentResultPage } from './ShopPaymentResultPage';

/**
 * /panel/shop/completeInfo serves two flows (SPEC section 2): the basket's shipping step, and with
 * ?type=enrollment|register&source=classroom|event the learning one (its own lazy chunk).
 */
export const CompleteInfoPage = withLearningCompleteInfo(ShopCompleteInfoPage);
