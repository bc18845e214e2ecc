import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  AutocompleteArrayInput,
  BooleanInput,
  FormDataConsumer,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { IntegerInput } from '../../../inputs/IntegerInput';
import { RialInput } from '../../../inputs/RialInput';
import { ThumbnailInput } from '../../../inputs/ThumbnailInput';
import { PRODUCT_RESOURCE } from '../api';
import { validateSellable, type SellableFormValues } from '../products/payload';
import { CategorySelectInput } from './CategorySelectInput';
import { physicalTypeChoices } from './choices';
import { FinalPricePreview } from './FinalPricePreview';
import { StoreFormToolbar } from './FormToolbar';
import { InventoryInput } from './InventoryInput';

/** What a new product or package starts with: unlimited, visible, no discount. */
export const NEW_SELLABLE: SellableFormValues = {
  discount_percent: 0,
  inventory: -1,
  is_physical: false,
  is_hidden: false,
  is_add_to_basket_disabled: false,
  physical_type: null,
  store_category: null,
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', mb: 1 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

function TwoColumns({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        columnGap: 2,
        width: '100%',
      }}
    >
      {children}
    </Box>
  );
}

const productOption = (record: { title?: string } | undefined) => record?.title ?? '';

/**
 * The create and edit form of a product or a package: what it is, its price with a live «قیمت
 * نهایی», stock and shipping, and how the shop shows it. A package also picks its products.
 */
export function SellableForm({
  kind,
  isNew,
  deleteHelp,
}: {
  kind: 'product' | 'package';
  isNew: boolean;
  deleteHelp?: string;
}) {
  return (
    <SimpleForm
      validate={(values) => validateSellable(values as SellableFormValues, { kind })}
      sx={{ maxWidth: 880 }}
      toolbar={isNew ? undefined : <StoreFormToolbar deleteHelp={deleteHelp} />}
    >
      <TwoColumns>
        <TextInput source="title" isRequired />
        <CategorySelectInput source="store_category" emptyText="app.empty" />
      </TwoColumns>
      <ThumbnailInput source="thumbnail" helperText="app.store.help.thumbnail" />
      <TextInput
        source="description"
        multiline
        minRows={4}
        helperText="app.store.help.description"
      />
      <TextInput
        source="specification"
        multiline
        minRows={3}
        helperText="app.store.help.specification"
      />
      {kind === 'package' && (
        <Section title="app.store.sections.products">
          <ReferenceArrayInput
            source="products"
            reference={PRODUCT_RESOURCE}
            perPage={50}
            sort={{ field: 'title', order: 'ASC' }}
          >
            <AutocompleteArrayInput
              optionText={productOption}
              helperText="app.store.help.products"
              isRequired
              filterToQuery={(q) => ({ q })}
            />
          </ReferenceArrayInput>
        </Section>
      )}

      <Section title="app.store.sections.price">
        <TwoColumns>
          <RialInput source="unit_price" />
          <IntegerInput source="discount_percent" helperText="app.store.help.discount" fullWidth />
        </TwoColumns>
        <FinalPricePreview />
      </Section>

      <Section title="app.store.sections.stock">
        <BooleanInput
          source="is_physical"
          helperText={kind === 'package' ? 'app.store.help.physical_package' : false}
        />
        <FormDataConsumer>
          {({ formData }) =>
            (formData as SellableFormValues).is_physical ? (
              <Box sx={{ width: '100%' }}>
                {kind === 'product' && (
                  <RadioButtonGroupInput
                    source="physical_type"
                    choices={physicalTypeChoices}
                    row
                    isRequired
                  />
                )}
                <TwoColumns>
                  <IntegerInput source="weight" helperText="app.store.help.weight" fullWidth />
                </TwoColumns>
              </Box>
            ) : null
          }
        </FormDataConsumer>
        <InventoryInput source="inventory" />
        <TwoColumns>
          <IntegerInput
            source="maximum_order_count"
            helperText="app.store.help.max_order"
            fullWidth
          />
        </TwoColumns>
      </Section>

      <Section title="app.store.sections.display">
        <BooleanInput source="is_hidden" helperText="app.store.help.hidden" />
        <BooleanInput source="is_add_to_basket_disabled" helperText="app.store.help.add_disabled" />
      </Section>
    </SimpleForm>
  );
}
