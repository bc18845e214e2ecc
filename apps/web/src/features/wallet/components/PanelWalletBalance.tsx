import Skeleton from '@mui/material/Skeleton';
import { formatRial } from '@daneshsara/domain';
import { useWallet } from '../api/useWallet';

/** The balance in the panel header (DESIGN.md "a header with the wallet balance"). */
export function PanelWalletBalance({ compact }: { compact: boolean }) {
  const { data, isPending, isError } = useWallet();
  if (isPending) return <Skeleton width={compact ? 56 : 96} sx={{ display: 'inline-block' }} />;
  if (isError) return <>—</>;
  // No wallet yet (it is made by the first payment or deposit): the balance is zero.
  const inventory = data?.inventory ?? 0;
  return <>{compact ? formatRial(inventory, false) : formatRial(inventory)}</>;
}
