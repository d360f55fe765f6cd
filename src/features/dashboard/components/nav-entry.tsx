import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import StoreOutlined from '@mui/icons-material/StoreOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import { visuallyHiddenSx } from '@/components/ui/visually-hidden';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { dashboardPath, type DashboardScreen } from '../model/dashboard-screens';

const ICONS: Record<DashboardScreen, SvgIconComponent> = {
  overview: DashboardOutlined,
  products: Inventory2Outlined,
  brands: SellOutlined,
  categories: CategoryOutlined,
  reviews: RateReviewOutlined,
  orders: ShoppingBagOutlined,
  messages: ForumOutlined,
  customers: PeopleOutlined,
  'delivery-zones': LocalShippingOutlined,
  'delivery-slots': ScheduleOutlined,
  rounds: RouteOutlined,
  cash: AccountBalanceWalletOutlined,
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

type Props = {
  screen: DashboardScreen;
  selected: boolean;
  onNavigate?: () => void;
  /** What waits there (new orders, messages to send by hand): a count on the icon. */
  count?: number;
};

/** One dashboard section in the menu: its icon and translated title, marked when it is shown. */
export function NavEntry({ screen, selected, onNavigate, count = 0 }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const Icon = ICONS[screen];
  const title = t(`screens.${screen}.title`);
  return (
    <li>
      <ListItemButton
        component={ShopLink}
        href={dashboardPath(screen)}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ minHeight: 44, borderRadius: 1, mx: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Badge
            color="error"
            badgeContent={count > 0 ? formatNumber(count, locale) : undefined}
            data-testid={count > 0 ? `nav-count-${screen}` : undefined}
            // Drawn for the eye; the link's name says the count in words.
            slotProps={{ badge: { 'aria-hidden': true } }}
          >
            <Icon fontSize="small" aria-hidden />
          </Badge>
        </ListItemIcon>
        <ListItemText
          primary={
            <>
              {title}
              {count > 0 ? (
                <Box component="span" sx={visuallyHiddenSx}>
                  {t('nav.count', { count, formatted: formatNumber(count, locale) })}
                </Box>
              ) : null}
            </>
          }
        />
      </ListItemButton>
    </li>
  );
}
