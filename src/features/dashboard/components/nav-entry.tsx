import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { SvgIconComponent } from '@mui/icons-material';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import StoreOutlined from '@mui/icons-material/StoreOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { dashboardPath, type DashboardScreen } from '../model/dashboard-screens';

const ICONS: Record<DashboardScreen, SvgIconComponent> = {
  overview: DashboardOutlined,
  products: Inventory2Outlined,
  brands: SellOutlined,
  categories: CategoryOutlined,
  reviews: RateReviewOutlined,
  orders: ShoppingBagOutlined,
  customers: PeopleOutlined,
  'delivery-zones': LocalShippingOutlined,
  'delivery-slots': ScheduleOutlined,
  shop: StoreOutlined,
  'search-words': ManageSearchOutlined,
  audit: HistoryOutlined,
  staff: ManageAccountsOutlined,
  'refund-requests': AssignmentReturnOutlined,
  sellers: StorefrontOutlined,
  'package-payments': ReceiptLongOutlined,
  'earning-history': TrendingUpOutlined,
  payouts: PaymentsOutlined,
  'payout-requests': RequestQuoteOutlined,
};

type Props = { screen: DashboardScreen; selected: boolean; onNavigate?: () => void };

/** One dashboard section in the menu: its icon and translated title, marked when it is shown. */
export function NavEntry({ screen, selected, onNavigate }: Props) {
  const { t } = useTranslation('dashboard');
  const Icon = ICONS[screen];
  return (
    <li>
      <ListItemButton
        component={NextLink}
        href={dashboardPath(screen)}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ minHeight: 44, borderRadius: 1, mx: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon fontSize="small" aria-hidden />
        </ListItemIcon>
        <ListItemText primary={t(`screens.${screen}.title`)} />
      </ListItemButton>
    </li>
  );
}
