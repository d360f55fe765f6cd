import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import type { Contact } from '@/contracts/contact';
import { useShopFacts } from '@/lib/shop-facts/shop-facts-context';
import { ContactCard } from './contact-card';
import { PageLoadError } from './page-load-error';
import { focusRingSx } from '@/components/layout/focus-ring';

/**
 * The contact page: the shop's orders line (its first phone and e-mail) and hours, then every
 * contact the backend lists; all of it the shop's data, as the footer shows it.
 */
export function ContactView({ contacts }: { contacts: Contact[] | null }) {
  const { t } = useTranslation('contact');
  const facts = useShopFacts();
  // The page's list, or the footer's copy of it when the page's own load failed.
  const known = contacts ?? facts?.contacts;
  const first = (type: Contact['type']) => known?.find((contact) => contact.type === type);
  const phone = first('phone');
  const email = first('email');
  const shopLine: Contact[] = [
    ...(phone ? [{ ...phone, label: t('page.shopPhone') }] : []),
    ...(email ? [{ ...email, label: t('page.shopEmail') }] : []),
  ];

  let list;
  if (contacts === null) list = <PageLoadError message={t('page.error')} />;
  else if (contacts.length === 0) list = <EmptyState title={t('page.empty')} />;
  else list = <ContactGrid contacts={contacts} testId="contact-list" />;

  return (
    <Container sx={{ ...focusRingSx, py: { xs: 3, md: 5 } }}>
      <Typography component="h1" variant="h2">
        {t('page.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 640 }}>
        {t('page.intro')}
      </Typography>
      {facts ? (
        <Typography data-testid="shop-hours" sx={{ mt: 1, fontWeight: 600 }}>
          {t('page.hours', { hours: facts.hours })}
        </Typography>
      ) : null}
      {shopLine.length > 0 ? (
        <Section title={t('page.shopTitle')}>
          <ContactGrid contacts={shopLine} testId="shop-line" />
        </Section>
      ) : null}
      <Section title={t('page.allTitle')}>{list}</Section>
      <Button
        component={ShopLink}
        href="/branches"
        variant="outlined"
        color="inherit"
        startIcon={<StorefrontOutlinedIcon />}
        sx={{ mt: 4 }}
      >
        {t('page.branchesLink')}
      </Button>
    </Container>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: { xs: 3, md: 4 } }}>
      <Typography id={titleId} component="h2" variant="h4" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function ContactGrid({ contacts, testId }: { contacts: Contact[]; testId: string }) {
  return (
    <Box
      component="ul"
      data-testid={testId}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {contacts.map((contact) => (
        <li key={`${contact.type}-${contact.id}`}>
          <ContactCard contact={contact} />
        </li>
      ))}
    </Box>
  );
}
