import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { GENDER_LABELS, MARITAL_STATUS_LABELS, USER_FIELD_LABELS as L } from '@daneshsara/domain';
import type { PictureValue } from '../model';
import { SectionCard } from '../../../kit/SectionCard';
import { FieldGrid } from '../../../kit/FieldGrid';
import {
  ProfileDigitsField,
  ProfileSelectField,
  ProfileTextField,
  type ProfileFormState,
} from './fields';
import { JalaliDateField } from './JalaliDateField';
import { PictureField } from './PictureField';

export function PersonalSection({
  form,
  picture,
  onPictureChange,
  pictureError,
  onPictureError,
}: {
  form: ProfileFormState;
  picture: PictureValue;
  onPictureChange: (value: PictureValue) => void;
  pictureError?: string;
  onPictureError: (message: string | undefined) => void;
}) {
  const initials = [form.values.firstname, form.values.lastname]
    .map((s) => s.trim().charAt(0))
    .join('\u200c');
  return (
    <SectionCard
      id="profile-personal"
      title="مشخصات فردی"
      description="نام و مشخصات شما همان‌گونه که در گواهی‌ها و کارنامه‌ها می‌آید."
      icon={<BadgeOutlined />}
    >
      <PictureField
        value={picture}
        onChange={onPictureChange}
        error={pictureError}
        onError={onPictureError}
        initials={initials}
      />
      <Divider sx={{ my: 3 }} />
      <FieldGrid>
        <ProfileTextField
          form={form}
          field="firstname"
          label={L.firstname}
          required
          autoComplete="given-name"
        />
        <ProfileTextField
          form={form}
          field="lastname"
          label={L.lastname}
          required
          autoComplete="family-name"
        />
        <ProfileTextField form={form} field="nickname" label={L.nickname} />
        <ProfileTextField form={form} field="father_name" label={L.father_name} />
        <ProfileSelectField form={form} field="gender" label={L.gender} options={GENDER_LABELS} />
        <ProfileSelectField
          form={form}
          field="marital_status"
          label={L.marital_status}
          options={MARITAL_STATUS_LABELS}
        />
        <Box>
          <JalaliDateField
            label={L.birthdate}
            name="birthdate"
            value={form.values.birthdate}
            onChange={(value) => form.set('birthdate', value)}
            error={form.errors.birthdate}
            helperText="روز، ماه و سال تولد به تاریخ شمسی"
          />
        </Box>
        <ProfileDigitsField
          form={form}
          field="national_code"
          label={L.national_code}
          maxLength={10}
          helperText="کد ملی ده‌رقمی بدون خط تیره"
        />
      </FieldGrid>
    </SectionCard>
  );
}
