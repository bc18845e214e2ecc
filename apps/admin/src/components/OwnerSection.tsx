import type { ReactNode } from 'react';
import { TextField } from 'react-admin';
import { PersianNumberField } from '../inputs/PersianNumberField';
import { ShowGrid, ShowSection } from '../inputs/ShowSection';

/**
 * The «کاربر» card of a show page: the name, mobile and national code of the person a row
 * belongs to (`owner_info`, or `wallet_info.owner_info` on a ledger row), then any extra fields.
 */
export function OwnerSection({
  title,
  source = 'owner_info',
  children,
}: {
  /** i18n key of the card's title */
  title: string;
  /** Where the UserBrief is in the record. */
  source?: string;
  children?: ReactNode;
}) {
  return (
    <ShowSection title={title}>
      <ShowGrid>
        <TextField source={`${source}.full_name`} />
        <PersianNumberField source={`${source}.mobile_number`} emptyText="app.empty" />
        <PersianNumberField source={`${source}.national_code`} emptyText="app.empty" />
        {children}
      </ShowGrid>
    </ShowSection>
  );
}
