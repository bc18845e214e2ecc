import { Create } from 'react-admin';
import { toDiscountPayload, type DiscountFormValues } from './discount';
import { DiscountForm } from './DiscountForm';

/** POST accounting/discounts */
export function DiscountCreate() {
  return (
    <Create
      redirect="list"
      transform={(data) => toDiscountPayload(data as DiscountFormValues)}
      record={{ kind: 'percent', percent: 10, order_price: 0 }}
    >
      <DiscountForm isNew />
    </Create>
  );
}
