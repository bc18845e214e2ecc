import { DiscountTarget, type DiscountRow } from '@daneshsara/domain';
import {
  FormDataConsumer,
  RadioButtonGroupInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { FormGrid } from '../../inputs/FormGrid';
import { IntegerInput } from '../../inputs/IntegerInput';
import { JalaliDateTimeInput } from '../../inputs/JalaliDateTimeInput';
import { RialInput } from '../../inputs/RialInput';
import { keyed } from '../invoices/choices';
import { discountKind, validateDiscount, type DiscountFormValues } from './discount';

export const discountTargetChoices = keyed('app.discount_target', Object.values(DiscountTarget));
const kindChoices = [
  { id: 'percent', name: 'app.discounts.kind.percent' },
  { id: 'price', name: 'app.discounts.kind.price' },
];

/** The create and edit form of a discount code: what it applies to and how much it takes off. */
export function DiscountForm({ isNew }: { isNew: boolean }) {
  const record = useRecordContext();
  return (
    <SimpleForm
      validate={(values) => validateDiscount(values as DiscountFormValues, { isNew })}
      sx={{ maxWidth: 720 }}
    >
      <FormGrid>
        <TextInput
          source="code"
          helperText="app.discounts.code_help"
          slotProps={{ htmlInput: { dir: 'auto', spellCheck: false } }}
          isRequired
        />
        <SelectInput source="target" choices={discountTargetChoices} isRequired />
      </FormGrid>
      <RadioButtonGroupInput
        source="kind"
        choices={kindChoices}
        defaultValue={discountKind(record as Partial<DiscountRow> | undefined)}
        row
      />
      <FormDataConsumer>
        {({ formData }) =>
          (formData as DiscountFormValues).kind === 'price' ? (
            <RialInput source="price" />
          ) : (
            <IntegerInput source="percent" isRequired fullWidth />
          )
        }
      </FormDataConsumer>
      <RialInput source="order_price" helperText="app.discounts.order_price_help" />
      <JalaliDateTimeInput source="expire_time" helperText="app.discounts.expire_help" />
    </SimpleForm>
  );
}
