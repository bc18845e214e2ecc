import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { moneyPaths } from '../paths';

const TABS = [
  { to: moneyPaths.payments, label: 'گردش کیف پول' },
  { to: moneyPaths.transactions, label: 'تاریخچه اتصال به درگاه بانک' },
] as const;

/** Switches between the wallet ledger and the bank gateway history. */
export function MoneyTabs() {
  const { pathname } = useLocation();
  const value = TABS.find((t) => t.to === pathname)?.to ?? false;
  return (
    <Tabs
      value={value}
      variant="scrollable"
      scrollButtons={false}
      aria-label="بخش‌های پرداخت"
      sx={{
        mb: 2.5,
        minHeight: 44,
        borderBottom: '1px solid',
        borderColor: 'divider',
        '& .MuiTab-root': { minHeight: 44, fontWeight: 600, px: { xs: 1.5, sm: 2.5 } },
      }}
    >
      {TABS.map((tab) => (
        <Tab key={tab.to} value={tab.to} label={tab.label} component={RouterLink} to={tab.to} />
      ))}
    </Tabs>
  );
}
