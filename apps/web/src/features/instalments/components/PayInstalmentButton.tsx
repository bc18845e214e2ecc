import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { InstalmentRow } from '@daneshsara/domain';
import { MoneyMessages } from '@daneshsara/domain';
import { instalmentPayPlan } from '../../invoice/model';
import { useGatewayDeposit } from '../../payments/api/useMoney';
import { usePayInstalment } from '../api/useInstalments';

/**
 * Pays one instalment: from the wallet when it holds the whole instalment, otherwise through the
 * bank for the whole instalment (ENDPOINTS.md 4.5), which then pays it on return.
 */
export function PayInstalmentButton({
  instalment,
  walletInventory,
  fullWidth = false,
}: {
  instalment: Pick<InstalmentRow, 'id' | 'amount'>;
  walletInventory: number | undefined;
  fullWidth?: boolean;
}) {
  const pay = usePayInstalment();
  const deposit = useGatewayDeposit();
  const ready = walletInventory !== undefined;
  const plan = instalmentPayPlan(instalment, walletInventory ?? 0);
  const busy = pay.isPending || deposit.busy;
  const viaBank = plan.kind === 'deposit';

  return (
    <Button
      variant={viaBank ? 'outlined' : 'contained'}
      size="small"
      fullWidth={fullWidth}
      disabled={!ready || busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
      onClick={() =>
        viaBank
          ? deposit.mutate({ amount: plan.amount, instalment: instalment.id })
          : pay.mutate(instalment.id)
      }
      sx={{ minHeight: 40, whiteSpace: 'nowrap' }}
    >
      {viaBank ? MoneyMessages.DEPOSIT_AND_PAY : 'پرداخت قسط'}
    </Button>
  );
}
