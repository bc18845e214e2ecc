import { DiscountTarget, type DiscountRow } from '@daneshsara/domain';
import {
  Create,
  Edit,
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
import { StoreFormToolbar } from '../store/shared/FormToolbar';
import {
  discountKind,
  toDiscountPayload,
  validateDiscount,
  type DiscountFormValues,
} from './discount';
import type { DiscountScreenProps } from './DiscountList';

export const discountTargetChoices = keyed('app.discount_target', Object.values(DiscountTarget));
const kindChoices = [
  { id: 'percent', name: 'app.discounts.kind.percent' },
  { id: 'price', name: 'app.discounts.kind.price' },
];

/**
 * The create and edit form of a discount code: what it applies to (unless the screen is one
 * target's) and how much it takes off.
 */
function DiscountForm({ isNew, target }: DiscountScreenProps & { isNew: boolean }) {
  const record = useRecordContext();
  const code = (
    <TextInput
      source="code"
      helperText="app.discounts.code_help"
      slotProps={{ htmlInput: { dir: 'auto', spellCheck: false } }}
      isRequired
    />
  );
  return (
    <SimpleForm
      validate={(values) =>
        validateDiscount(
          { ...(values as DiscountFormValues), ...(target && { target }) },
          { isNew },
        )
      }
      sx={{ maxWidth: 720 }}
      toolbar={target && !isNew ? <StoreFormToolbar /> : undefined}
    >
      {target ? (
        code
      ) : (
        <FormGrid>
          {code}
          <SelectInput source="target" choices={discountTargetChoices} isRequired />
        </FormGrid>
      )}
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

const payload = (target: DiscountTarget | undefined) => (data: Record<string, unknown>) =>
  toDiscountPayload({ ...(data as DiscountFormValues), ...(target && { target }) });

/** POST accounting/discounts (with the screen's target, when it has one). */
export function DiscountCreate({ target }: DiscountScreenProps) {
  return (
    <Create
      redirect="list"
      transform={payload(target)}
      record={{ kind: 'percent', percent: 10, order_price: 0, ...(target && { target }) }}
    >
      <DiscountForm isNew target={target} />
    </Create>
  );
}

/** PUT accounting/discounts/{id} with only the editable fields; pessimistic so errors reach the form. */
export function DiscountEdit({ target }: DiscountScreenProps) {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={payload(target)}>
      <DiscountForm isNew={false} target={target} />
    </Edit>
  );
}
