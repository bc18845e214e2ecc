import { useMemo } from 'react';
import { SelectInput, useGetList, type SelectInputProps } from 'react-admin';
import { CATEGORY_RESOURCE } from '../api';
import { categoryChoices, type CategoryNode } from './tree';

/** Every store category (they are few): one request, shared by every picker on the page. */
export function useAllCategories() {
  return useGetList<CategoryNode & { id: number }>(CATEGORY_RESOURCE, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'id', order: 'ASC' },
  });
}

const toNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * A store category picked from the tree, each choice named by its path («کتاب › تاریخ»).
 * `exclude` (the category being edited) leaves out it and everything under it.
 */
export function CategorySelectInput({
  exclude,
  ...props
}: Omit<SelectInputProps, 'choices'> & { exclude?: number | null }) {
  const { data, isPending } = useAllCategories();
  const choices = useMemo(() => categoryChoices(data ?? [], exclude), [data, exclude]);
  return (
    <SelectInput
      {...props}
      choices={choices}
      isPending={isPending}
      parse={toNull}
      translateChoice={false}
    />
  );
}
