import { useMemo } from 'react';
import { SelectInput, useGetList, type SelectInputProps } from 'react-admin';
import { CATEGORY_RESOURCE } from '../api';
import { categoryChoices, type CategoryNode } from './tree';

/** Every category of a tree (the store's by default; they are few): one request, shared by every picker on the page. */
export function useAllCategories(resource: string = CATEGORY_RESOURCE) {
  return useGetList<CategoryNode & { id: number }>(resource, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'id', order: 'ASC' },
  });
}

const toNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * A category picked from its tree (`tree`: the store's by default, or a cma tree), each choice named by its path («کتاب › تاریخ»).
 * `exclude` (the category being edited) leaves out it and everything under it.
 */
export function CategorySelectInput({
  exclude,
  tree = CATEGORY_RESOURCE,
  ...props
}: Omit<SelectInputProps, 'choices'> & { exclude?: number | null; tree?: string }) {
  const { data, isPending } = useAllCategories(tree);
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
