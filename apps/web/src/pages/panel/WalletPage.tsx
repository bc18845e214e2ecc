import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRefreshMoney } from '../../features/payments/api/useMoney';
import { LoadError } from '../../kit/LoadError';
import { PageHeader } from '../../kit/PageHeader';
import { useWallet } from '../../features/wallet/api/useWallet';
import { BalanceCard } from '../../features/wallet/components/BalanceCard';
import { DepositCard } from '../../features/wallet/components/DepositCard';
import { GatewayResultBanner } from '../../features/wallet/components/GatewayResultBanner';
import { WithdrawCard } from '../../features/wallet/components/WithdrawCard';
import { WithdrawRequests } from '../../features/wallet/components/WithdrawRequests';
import { readGatewayResult } from '../../features/wallet/model';

/** /panel/wallet: balance, deposit through the bank, withdraw to a Sheba number, my requests. */
export function WalletPage() {
  const [search, setSearch] = useSearchParams();
  const result = readGatewayResult(search);
  const wallet = useWallet();
  const refresh = useRefreshMoney();
  const returnedFromBank = result !== null;

  // Back from the bank: whatever was cached before leaving is out of date.
  useEffect(() => {
    if (returnedFromBank) void refresh();
  }, [returnedFromBank, refresh]);

  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader
        title="کیف پول"
        description="موجودی خود را ببینید، آن را افزایش دهید یا درخواست برداشت ثبت کنید."
      />
      {result && (
        <GatewayResultBanner
          result={result}
          successText="مبلغ به موجودی کیف پول شما افزوده شد."
          onClose={() => setSearch({}, { replace: true })}
        />
      )}
      {wallet.isError ? (
        <Box sx={{ mb: 3 }}>
          <LoadError error={wallet.error} onRetry={() => void wallet.refetch()} />
        </Box>
      ) : (
        <BalanceCard wallet={wallet.data} loading={wallet.isPending} />
      )}
      <Box
        sx={{
          mt: 3,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'stretch',
        }}
      >
        <DepositCard />
        <WithdrawCard inventory={wallet.data?.inventory} />
      </Box>
      <Box sx={{ mt: 4 }}>
        <WithdrawRequests />
      </Box>
    </Box>
  );
}
