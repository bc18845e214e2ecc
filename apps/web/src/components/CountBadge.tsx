import Badge, { type BadgeProps } from '@mui/material/Badge';
import { toPersianDigits } from '@daneshsara/domain';

/** A count badge in Persian digits (۹۹+ above 99), hidden at zero. */
export function CountBadge({
  count,
  ...props
}: Omit<BadgeProps, 'badgeContent'> & { count: number }) {
  const text = count > 99 ? `${toPersianDigits(99)}+` : toPersianDigits(count);
  return <Badge {...props} badgeContent={text} invisible={count <= 0} />;
}
