import CallOutlined from '@mui/icons-material/CallOutlined';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { toPersianDigits, USER_FIELD_LABELS as L, type User } from '@daneshsara/domain';
import { useState } from 'react';
import { LTR_INPUT_STYLE } from '../../../components/inputs/ltr';
import { ContactChangeDialog, type ContactKind } from './ContactChangeDialog';
import { SectionCard } from '../../../kit/SectionCard';
import { FieldGrid } from '../../../kit/FieldGrid';
import { ProfileDigitsField, ProfileMaskedField, type ProfileFormState } from './fields';

/** Mobile and email are the login identities: shown read-only, changed only with a code. */
function IdentityField({
  label,
  value,
  verified,
  actionLabel,
  onAction,
  name,
}: {
  label: string;
  value: string;
  verified: boolean;
  actionLabel: string;
  onAction: () => void;
  name: string;
}) {
  return (
    <TextField
      label={label}
      name={name}
      value={value}
      placeholder="ثبت نشده"
      slotProps={{
        htmlInput: { readOnly: true, dir: 'ltr', style: LTR_INPUT_STYLE },
        input: {
          sx: { bgcolor: 'background.default' },
          startAdornment: verified ? (
            <InputAdornment position="start">
              <Tooltip title="تایید شده">
                <VerifiedRounded color="primary" fontSize="small" aria-label="تایید شده" />
              </Tooltip>
            </InputAdornment>
          ) : undefined,
          endAdornment: (
            <InputAdornment position="end">
              <Button size="small" onClick={onAction} sx={{ minHeight: 36 }}>
                {actionLabel}
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export function ContactSection({ form, user }: { form: ProfileFormState; user: User }) {
  const [changing, setChanging] = useState<ContactKind | null>(null);
  return (
    <SectionCard
      id="profile-contact"
      title="راه‌های ارتباطی"
      description="شماره همراه و ایمیل برای ورود به حساب به کار می‌روند و تغییر آن‌ها نیاز به تایید دارد."
      icon={<CallOutlined />}
    >
      <FieldGrid>
        <IdentityField
          label={L.mobile_number}
          name="mobile_number"
          value={user.mobile_number ? toPersianDigits(user.mobile_number) : ''}
          verified={user.mobile_number_verified && !!user.mobile_number}
          actionLabel={user.mobile_number ? 'تغییر' : 'افزودن'}
          onAction={() => setChanging('mobile')}
        />
        <IdentityField
          label={L.email}
          name="email"
          value={user.email ?? ''}
          verified={user.email_verified && !!user.email}
          actionLabel={user.email ? 'تغییر' : 'افزودن'}
          onAction={() => setChanging('email')}
        />
        <ProfileDigitsField
          form={form}
          field="phone_number"
          label={L.phone_number}
          maxLength={12}
          placeholder="۰۲۵۳۷۷۰۰۰۰۰"
        />
        <ProfileMaskedField
          form={form}
          field="on_social_network_mobile_number"
          label={L.on_social_network_mobile_number}
          mask="mobile"
          slotProps={{ htmlInput: { autoComplete: 'tel' } }}
        />
        <ProfileMaskedField
          form={form}
          field="on_call_mobile_number"
          label={L.on_call_mobile_number}
          mask="mobile"
          slotProps={{ htmlInput: { autoComplete: 'tel' } }}
        />
      </FieldGrid>
      {changing && <ContactChangeDialog kind={changing} onClose={() => setChanging(null)} />}
    </SectionCard>
  );
}
