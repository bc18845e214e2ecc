import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import { CountBadge } from '../../components/CountBadge';
import { useBasketCount } from './basketCount';

/**
 * The header's basket icon with the number of pieces in the basket (hidden at zero), for
 * layouts/SiteHeader in place of its `<CountBadge count={basketCount}>`. Mounting it also merges
 * a visitor's basket into the learner's right after login.
 */
export function BasketBadge() {
  const count = useBasketCount();
  return (
    <CountBadge count={count} color="secondary">
      <ShoppingBagOutlined />
    </CountBadge>
  );
}
