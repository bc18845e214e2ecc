import { toPersianDigits } from '@daneshsara/domain';
import Typography from '@mui/material/Typography';
import { Link, useTranslate } from 'react-admin';

/**
 * A link to another row's show page in the console (the invoice of a payment, the ticket of an
 * invoice...), by its title (digits in Persian) or «شماره ۱۲»; a dash when there is none.
 */
export function RowLink({
  resource,
  id,
  text,
}: {
  resource: string;
  id: number | string | null | undefined;
  text?: string | null;
}) {
  const translate = useTranslate();
  if (id === null || id === undefined || id === '') {
    return (
      <Typography component="span" variant="body2">
        {translate('app.empty')}
      </Typography>
    );
  }
  return (
    <Link to={`/${resource}/${encodeURIComponent(String(id))}/show`} variant="body2">
      {text ? toPersianDigits(text) : translate('app.row_number', { id })}
    </Link>
  );
}
