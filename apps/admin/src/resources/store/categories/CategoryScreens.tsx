import { toPersianDigits } from '@daneshsara/domain';
import SubdirectoryArrowLeftIcon from '@mui/icons-material/SubdirectoryArrowLeft';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import {
  Create,
  Edit,
  SearchInput,
  SimpleForm,
  TextInput,
  required,
  useCreatePath,
  useListContext,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ConsoleList } from '../../../components/ConsoleList';
import { CATEGORY_RESOURCE } from '../api';
import { CategorySelectInput } from '../shared/CategorySelectInput';
import { StoreFormToolbar } from '../shared/FormToolbar';
import { flattenCategoryTree, PATH_SEPARATOR, type CategoryNode } from '../shared/tree';

const categoryFilters = [<SearchInput key="q" source="q" alwaysOn />];

function LoadingRows() {
  return (
    <TableBody>
      {[0, 1, 2, 3].map((i) => (
        <TableRow key={i}>
          <TableCell colSpan={3}>
            <Skeleton variant="text" width={`${60 - i * 10}%`} />
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  );
}

/**
 * Every category as a tree: children indented under their parent, each with its parent's path
 * and how many categories sit under it; a click opens it for editing.
 */
function CategoryTree() {
  const { data, isPending } = useListContext<CategoryNode>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const resource = useResourceContext() ?? CATEGORY_RESOURCE;
  const rows = useMemo(() => flattenCategoryTree(data ?? []), [data]);
  const field = (name: string) => translate(`resources.${resource}.fields.${name}`);
  return (
    <Table size="small" sx={{ '& td, & th': { py: 1.25 } }}>
      <TableHead>
        <TableRow>
          <TableCell>{field('title')}</TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
            {field('parent')}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{field('children')}</TableCell>
        </TableRow>
      </TableHead>
      {isPending ? (
        <LoadingRows />
      ) : (
        <TableBody>
          {rows.map(({ row, depth, path, childCount }) => (
            <TableRow
              key={row.id}
              hover
              tabIndex={0}
              sx={{ cursor: 'pointer' }}
              onClick={() => navigate(createPath({ resource, id: row.id, type: 'edit' }))}
              onKeyDown={(e) => {
                if (e.key === 'Enter') navigate(createPath({ resource, id: row.id, type: 'edit' }));
              }}
            >
              <TableCell>
                <Box
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: depth * 3 }}
                  data-depth={depth}
                >
                  {depth > 0 ? (
                    <SubdirectoryArrowLeftIcon fontSize="small" sx={{ color: 'text.disabled' }} />
                  ) : (
                    <FolderOutlinedIcon fontSize="small" color="primary" />
                  )}
                  <Typography variant="body2" sx={{ fontWeight: depth === 0 ? 700 : 400 }}>
                    {row.title}
                  </Typography>
                </Box>
              </TableCell>
              <TableCell
                sx={{ display: { xs: 'none', sm: 'table-cell' }, color: 'text.secondary' }}
              >
                {path.length > 1 ? path.slice(0, -1).join(PATH_SEPARATOR) : translate('app.empty')}
              </TableCell>
              <TableCell>
                {childCount > 0 ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={translate('app.store.categories.children_count', {
                      count: toPersianDigits(childCount),
                    })}
                  />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {translate('app.empty')}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      )}
    </Table>
  );
}

/**
 * GET store/categories (or a cma tree: the resource decides): the whole tree on one page
 * (categories are few). The cma trees add the filter by parent (its children and theirs) and
 * «خروجی اکسل» (`cma/…/categories/export_report`).
 */
export function CategoryList({ cma = false }: { cma?: boolean }) {
  const resource = useResourceContext() ?? CATEGORY_RESOURCE;
  const filters = useMemo(
    () =>
      cma
        ? [
            ...categoryFilters,
            <CategorySelectInput
              key="parent"
              tree={resource}
              source="parent"
              alwaysOn
              sx={{ minWidth: 200 }}
            />,
          ]
        : categoryFilters,
    [cma, resource],
  );
  return (
    <ConsoleList
      filters={filters}
      filterButton={false}
      create
      exportXlsx={cma}
      perPage={1000}
      pagination={false}
      sort={{ field: 'id', order: 'ASC' }}
      phone={<CategoryTree />}
    >
      <CategoryTree />
    </ConsoleList>
  );
}

function CategoryForm({ deleteHelp }: { deleteHelp?: string }) {
  const record = useRecordContext<CategoryNode>();
  const resource = useResourceContext() ?? CATEGORY_RESOURCE;
  return (
    <SimpleForm
      sx={{ maxWidth: 720 }}
      toolbar={deleteHelp ? <StoreFormToolbar deleteHelp={deleteHelp} /> : undefined}
    >
      <TextInput source="title" validate={required()} />
      <CategorySelectInput
        tree={resource}
        source="parent"
        exclude={record?.id ?? null}
        emptyText="app.store.categories.root"
        helperText="app.store.categories.parent_help"
      />
    </SimpleForm>
  );
}

/** Only what the API takes: the title and the parent (null for a root). */
export function toCategoryPayload(data: Record<string, unknown>) {
  const parent = data.parent;
  return {
    title: typeof data.title === 'string' ? data.title.trim() : '',
    parent: typeof parent === 'number' ? parent : parent ? Number(parent) : null,
  };
}

/** POST store/categories */
export function CategoryCreate() {
  return (
    <Create redirect="list" transform={toCategoryPayload} record={{ parent: null }}>
      <CategoryForm />
    </Create>
  );
}

/** PUT store/categories/{id}; a parent that would make a cycle comes back as a field error. */
export function CategoryEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={toCategoryPayload}>
      <CategoryForm deleteHelp="app.store.categories.delete_help" />
    </Edit>
  );
}
