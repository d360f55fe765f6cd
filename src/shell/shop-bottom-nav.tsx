import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { BottomNav } from '@/components/layout/bottom-nav';
import { CartCountIcon } from '@/features/cart/components/cart-count-icon';
import { useCartCount } from '@/features/cart/hooks/use-cart';
import { formatNumber } from '@/lib/format/number';

type Props = {
  onOpenCart: () => void;
  onCartIntent: () => void;
  onOpenCategories: () => void;
  onCategoriesIntent: () => void;
};

const ACCOUNT_PAGES = /^\/(profile|orders|wish-list|address|login|signup)(\/|$)/;

/** Phones: home, categories (a drawer), cart (the mini cart) and account, at thumb reach. */
export function ShopBottomNav(props: Props) {
  const { t } = useTranslation('layout');
  const { pathname, locale } = useRouter();
  const count = useCartCount();

  return (
    <BottomNav
      label={t('bottomNav.label')}
      items={[
        {
          key: 'home',
          label: t('bottomNav.home'),
          icon: <HomeOutlinedIcon />,
          href: '/',
          active: pathname === '/',
        },
        {
          key: 'categories',
          label: t('bottomNav.categories'),
          icon: <CategoryOutlinedIcon />,
          onClick: props.onOpenCategories,
          onIntent: props.onCategoriesIntent,
          active: pathname.startsWith('/product/search'),
        },
        {
          key: 'cart',
          label: t('bottomNav.cart'),
          ariaLabel: t('bottomNav.cartWithCount', { n: formatNumber(count, locale) }),
          icon: <CartCountIcon />,
          onClick: props.onOpenCart,
          onIntent: props.onCartIntent,
          active: pathname === '/cart' || pathname.startsWith('/checkout'),
        },
        {
          key: 'account',
          label: t('bottomNav.account'),
          icon: <PersonOutlineIcon />,
          // Signed out, the page itself sends the shopper to sign in and back.
          href: '/profile',
          active: ACCOUNT_PAGES.test(pathname),
        },
      ]}
    />
  );
}
