import { Edit } from 'react-admin';
import { toDiscountPayload, type DiscountFormValues } from './discount';
import { DiscountForm } from './DiscountForm';

/** PUT accounting/discounts/{id} with only the editable fields; pessimistic so errors reach the form. */
export function DiscountEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      transform={(data) => toDiscountPayload(data as DiscountFormValues)}
    >
      <DiscountForm isNew={false} />
    </Edit>
  );
}
