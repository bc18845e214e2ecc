import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { SearchInput, SelectInput } from 'react-admin';
import { CategorySelectInput } from './CategorySelectInput';
import { physicalChoices, visibilityChoices } from './choices';

/**
 * The filters of the product and package lists: search, category, physical or virtual, hidden.
 * On a wide screen all sit in the bar; on a phone only the search does, the rest come from the
 * filter button so the rows start near the top.
 */
export function useSellableFilters() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const wide = !isSmall;
  return {
    isSmall,
    filters: [
      <SearchInput key="q" source="q" alwaysOn />,
      <CategorySelectInput key="store_category" source="store_category" alwaysOn={wide} />,
      <SelectInput
        key="is_physical"
        source="is_physical"
        choices={physicalChoices}
        alwaysOn={wide}
      />,
      <SelectInput
        key="is_hidden"
        source="is_hidden"
        choices={visibilityChoices}
        alwaysOn={wide}
      />,
    ],
  };
}

/** The picture of a row in a phone list (SimpleList puts it in its avatar), or a placeholder. */
export function phoneAvatar(thumbnail: string | null | undefined) {
  if (!thumbnail) return <ImageOutlinedIcon fontSize="small" />;
  return (
    <Box
      component="img"
      src={thumbnail}
      alt=""
      sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
    />
  );
}
