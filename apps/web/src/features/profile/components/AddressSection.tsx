import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { USER_FIELD_LABELS as L } from '@daneshsara/domain';
import { SectionCard } from '../../../kit/SectionCard';
import { FieldGrid, FullRow } from '../../../kit/FieldGrid';
import {
  ProfileDigitsField,
  ProfileSwitch,
  ProfileTextField,
  type ProfileFormState,
} from './fields';
import { ProvinceCityFields } from './ProvinceCityFields';

const FIELDS = {
  birth: {
    abroad: 'is_abroad_birth_address',
    country: 'birth_country',
    province: 'birth_province',
    city: 'birth_city',
  },
  living: {
    abroad: 'is_abroad_living_address',
    country: 'living_country',
    province: 'living_province',
    city: 'living_city',
  },
} as const;

/** Birth place or home: in Iran a province → city picker, abroad free text with the country. */
export function AddressSection({
  form,
  kind,
}: {
  form: ProfileFormState;
  kind: 'birth' | 'living';
}) {
  const f = FIELDS[kind];
  const abroad = form.values[f.abroad];
  const living = kind === 'living';

  return (
    <SectionCard
      id={`profile-${kind}`}
      title={living ? 'محل سکونت' : 'محل تولد'}
      description={living ? 'نشانی شما برای ارسال کتاب‌ها، گواهی‌ها و بسته‌های آموزشی.' : undefined}
      icon={living ? <HomeWorkOutlined /> : <PlaceOutlined />}
    >
      <FieldGrid>
        <FullRow>
          <ProfileSwitch
            form={form}
            field={f.abroad}
            label={living ? 'خارج از ایران زندگی می‌کنم' : 'محل تولد من خارج از ایران است'}
          />
        </FullRow>
        {abroad ? (
          <>
            <ProfileTextField form={form} field={f.country} label={L[f.country]} />
            <ProfileTextField
              form={form}
              field={f.province}
              label={living ? 'استان یا ایالت محل سکونت' : 'استان یا ایالت محل تولد'}
            />
            <ProfileTextField form={form} field={f.city} label={L[f.city]} />
          </>
        ) : (
          <ProvinceCityFields
            idPrefix={`profile-${kind}`}
            provinceLabel={L[f.province]}
            cityLabel={L[f.city]}
            province={form.values[f.province]}
            city={form.values[f.city]}
            onProvinceChange={(value) => form.set(f.province, value)}
            onCityChange={(value) => form.set(f.city, value)}
            provinceError={form.errors[f.province]}
            cityError={form.errors[f.city]}
          />
        )}
        {living && (
          <>
            <FullRow>
              <ProfileTextField
                form={form}
                field="living_address"
                persianDigits
                label={L.living_address}
                multiline
                minRows={2}
                placeholder="خیابان، کوچه، پلاک، واحد"
                autoComplete="street-address"
              />
            </FullRow>
            <ProfileDigitsField
              form={form}
              field="living_postal_code"
              label={L.living_postal_code}
              maxLength={10}
              helperText="کد پستی ده‌رقمی بدون خط تیره"
            />
            <ProfileTextField
              form={form}
              field="living_address_additional_info"
              persianDigits
              label={L.living_address_additional_info}
              placeholder="مثلا نشانه‌های نزدیک یا زمان مناسب تحویل"
            />
          </>
        )}
      </FieldGrid>
    </SectionCard>
  );
}
