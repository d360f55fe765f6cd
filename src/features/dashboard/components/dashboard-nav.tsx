import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import { useSession } from '@/lib/auth/session';
import { useOrderAlerts } from '../alerts/order-alerts';
import { useHandMessageCount } from '../api/staff-messages';
import { dashboardMenu, isSampleScreen, type DashboardScreen } from '../model/dashboard-screens';
import { NavEntry } from './nav-entry';

type Props = { current: DashboardScreen | undefined; onNavigate?: () => void };

/**
 * Every dashboard section the account may open, the shop's own first; the screens that run on
 * sample data follow in a group that opens on demand (a poultry seller needs no payouts in the
 * main menu). The one shown is marked as the current page, and its group starts open.
 */
export function DashboardNav({ current, onNavigate }: Props) {
  const { t } = useTranslation('dashboard');
  const role = useSession().data?.user.role;
  const menu = dashboardMenu(role);
  const counts: Partial<Record<DashboardScreen, number>> = {
    orders: useOrderAlerts().count,
    messages: useHandMessageCount(role === 'seller' || role === 'admin'),
  };
  // Undecided until the user presses the heading: open while a sample screen is shown.
  const [toggled, setToggled] = useState<boolean>();
  const open = toggled ?? isSampleScreen(current);
  const groupId = useId();
  const entries = (screens: readonly DashboardScreen[]) =>
    screens.map((screen) => (
      <NavEntry
        key={screen}
        screen={screen}
        selected={screen === current}
        onNavigate={onNavigate}
        count={counts[screen]}
      />
    ));
  return (
    <nav aria-label={t('nav.label')}>
      <List sx={{ py: 1 }}>{entries(menu.main)}</List>
      {menu.sample.length > 0 ? (
        <>
          <Divider />
          <ListItemButton
            aria-expanded={open}
            aria-controls={groupId}
            onClick={() => setToggled(!open)}
            sx={{ minHeight: 44, borderRadius: 1, mx: 1, mt: 1 }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <ScienceOutlined fontSize="small" aria-hidden />
            </ListItemIcon>
            <ListItemText
              primary={t('nav.sample')}
              secondary={t('nav.sampleHint')}
              slotProps={{ primary: { sx: { fontWeight: 600 } } }}
            />
            {open ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
          </ListItemButton>
          <Collapse in={open} id={groupId}>
            <List sx={{ pb: 1 }} aria-label={t('nav.sample')}>
              {entries(menu.sample)}
            </List>
          </Collapse>
        </>
      ) : null}
    </nav>
  );
}
