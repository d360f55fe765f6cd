import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { Contact } from '@/contracts/contact';
import { useShopFacts } from '@/lib/shop-facts/shop-facts-context';
import { FooterLinks } from './footer-links';
import { ServicePromises } from './service-promises';
import { focusRingOnDarkSx } from './focus-ring';

const valueOf = (contacts: readonly Contact[] | undefined, type: Contact['type']) =>
  contacts?.find((contact) => contact.type === type)?.value;

type Props = {
  /**
   * false on a page that shows the promises prominently itself (the home page): the same
   * list twice within one scroll reads as filler. Every other page keeps them here.
   */
  showPromises?: boolean;
};

/**
 * Every storefront page's footer. The promises, the line about the shop, its phone, e-mail,
 * area and hours are the shop's data (useShopFacts: in the page's props, so in the first
 * paint), one set that the contact and branches pages share.
 */
export function Footer({ showPromises = true }: Props) {
  const { t } = useTranslation(['layout', 'common']);
  const year = new Date().getFullYear();
  const facts = useShopFacts();
  const phone = valueOf(facts?.contacts, 'phone');
  const email = valueOf(facts?.contacts, 'email');

  return (
    <Box
      component="footer"
      sx={{
        ...focusRingOnDarkSx,
        bgcolor: 'grey.900',
        color: 'grey.100',
        mt: 'auto',
        pt: 5,
        pb: 3,
      }}
    >
      <Container>
        {showPromises && facts && facts.promises.length > 0 ? (
          <>
            <Typography component="h2" variant="h4" sx={{ mb: 2 }}>
              {t('layout:footer.promisesTitle')}
            </Typography>
            <ServicePromises promises={facts.promises} variant="footer" />
            {/* A plain rule: MUI's Divider is 1.4 kB in every page's first load for this line. */}
            <Box
              component="hr"
              sx={{ my: 4, border: 0, borderTop: 1, borderColor: 'grey.100', opacity: 0.2 }}
            />
          </>
        ) : null}
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1.4fr' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Typography component="p" variant="h4">
              {t('common:shop.name')}
            </Typography>
            {facts ? (
              <Typography variant="body2" sx={{ mt: 1, maxWidth: 520 }}>
                {facts.about}
              </Typography>
            ) : null}
          </Box>
          <FooterLinks />
          <Box
            component="address"
            sx={{ fontStyle: 'normal', gridColumn: { xs: '1 / -1', md: 'auto' } }}
          >
            <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
              {t('layout:footer.contactTitle')}
            </Typography>
            {phone ? (
              <Typography variant="body2">
                {t('layout:footer.phone')}:{' '}
                <Link href={`tel:${phone}`} color="inherit" dir="ltr">
                  {phone}
                </Link>
              </Typography>
            ) : null}
            {email ? (
              <Typography variant="body2">
                {t('layout:footer.email')}:{' '}
                <Link href={`mailto:${email}`} color="inherit" dir="ltr">
                  {email}
                </Link>
              </Typography>
            ) : null}
            {facts ? (
              <>
                <Typography variant="body2">{facts.area}</Typography>
                <Typography variant="body2">{facts.hours}</Typography>
              </>
            ) : null}
          </Box>
        </Box>
        {/* The year is the visitor's own; a page built last year must not warn. */}
        <Typography variant="body2" sx={{ mt: 4, opacity: 0.85 }} suppressHydrationWarning>
          {t('layout:footer.rights', { year })}
        </Typography>
      </Container>
    </Box>
  );
}
