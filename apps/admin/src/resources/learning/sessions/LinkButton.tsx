import MuiButton, { type ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * A link that looks like the console's text buttons (TextButton): it keeps its words on a phone,
 * and opens a screen (a session's sheets, its edit form) as a real link (middle-click works).
 */
export function LinkButton({
  label,
  icon,
  to,
  state,
  variant = 'text',
  color,
  ariaLabel,
}: {
  label: string;
  icon: ReactNode;
  to: string;
  state?: unknown;
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
  /** When the words alone do not say which row it opens. */
  ariaLabel?: string;
}) {
  const translate = useTranslate();
  return (
    <MuiButton
      component={Link}
      to={to}
      state={state}
      size="small"
      variant={variant}
      color={color}
      startIcon={icon}
      aria-label={ariaLabel}
      sx={{ whiteSpace: 'nowrap', minHeight: 36 }}
    >
      {translate(label)}
    </MuiButton>
  );
}
