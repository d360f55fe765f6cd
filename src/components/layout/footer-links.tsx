import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import { useId } from 'react';
import { useTranslation } from 'next-i18next/pages';

const GROUPS = [
  {
    key: 'shop',
    links: [
      { key: 'home', href: '/' },
      { key: 'branches', href: '/branches' },
      { key: 'contact', href: '/contact' },
    ],
  },
  {
    key: 'account',
    links: [
      { key: 'cart', href: '/cart' },
      { key: 'orders', href: '/orders' },
      { key: 'wishList', href: '/wish-list' },
      { key: 'addresses', href: '/address' },
      { key: 'profile', href: '/profile' },
    ],
  },
] as const;

/** The footer's page links, in two labelled groups. */
export function FooterLinks() {
  return (
    <>
      {GROUPS.map((group) => (
        <FooterLinkGroup key={group.key} group={group} />
      ))}
    </>
  );
}

function FooterLinkGroup({ group }: { group: (typeof GROUPS)[number] }) {
  const { t } = useTranslation('layout');
  const titleId = useId();
  return (
    <Box component="nav" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h5" sx={{ mb: 1 }}>
        {t(`footer.links.${group.key}.title`)}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {group.links.map((link) => (
          <Box component="li" key={link.key} sx={{ py: 0.5 }}>
            <Link component={ShopLink} href={link.href} color="inherit" variant="body2">
              {t(`footer.links.${group.key}.${link.key}`)}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
