import Skeleton from '@mui/material/Skeleton';
import { formatRial } from '@daneshsara/domain';
import { useWallet } from '../api/useWallet';

/** The balance in the panel header (DESIGN.md "a header with the wallet balance"). */
export function PanelWalletBalance({ compact }: { compact: boolean }) {
  const { data, isPending, isError } = useWallet();
  if (isPending) return <Skeleton width={compact ? 56 : 96} sx={{ display: 'inline-block' }} />;
  if (isError || !data) return <>—</>;
  return <>{compact ? formatRial(data.inventory, false) : formatRial(data.inventory)}</>;
}
