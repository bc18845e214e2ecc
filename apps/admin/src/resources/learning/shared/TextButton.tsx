import MuiButton, { type ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A button that keeps its words on a phone too (react-admin's Button turns into a bare icon
 * there), for actions a person must recognise: «ثبت نام کاربر»، «حذف از دوره»...
 */
export function TextButton({
  label,
  icon,
  ...rest
}: Omit<ButtonProps, 'children' | 'startIcon'> & { label: string; icon: ReactNode }) {
  const translate = useTranslate();
  return (
    <MuiButton size="small" startIcon={icon} sx={{ whiteSpace: 'nowrap', minHeight: 36 }} {...rest}>
      {translate(label)}
    </MuiButton>
  );
}
