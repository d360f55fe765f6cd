import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { Contact } from '@/contracts/contact';
import { contactLink } from '../model/contact-link';
import { CONTACT_ICONS } from './contact-icon';
import { visuallyHiddenSx } from '@/components/ui/visually-hidden';

/** Values read left to right whatever the page direction (numbers, addresses, links). */
const LTR_TYPES: ReadonlySet<Contact['type']> = new Set([
  'phone',
  'whatsapp',
  'email',
  'facebook',
  'instagram',
  'tiktok',
]);

/** How a value is shown: web addresses without the protocol, WhatsApp numbers with "+". */
function shownValue(contact: Contact, href: string | undefined): string {
  if (contact.type === 'whatsapp' && href) return `+${href.replace('https://wa.me/', '')}`;
  if (['facebook', 'instagram', 'tiktok'].includes(contact.type)) {
    return contact.value.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
  }
  return contact.value;
}

/** One way to reach the shop: the whole card is the link (call, write, chat, visit). */
export function ContactCard({ contact }: { contact: Contact }) {
  const { t } = useTranslation('contact');
  const link = contactLink(contact);
  const Icon = CONTACT_ICONS[contact.type];
  const content = (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 2, minHeight: 88 }}>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 48,
          height: 48,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: contact.type === 'whatsapp' ? 'whatsapp.main' : 'secondary.main',
          color: 'common.white',
        }}
      >
        <Icon />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {contact.label}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          dir={LTR_TYPES.has(contact.type) ? 'ltr' : undefined}
          sx={{ display: 'block', overflowWrap: 'anywhere', textAlign: 'start' }}
        >
          {shownValue(contact, link?.href)}
        </Typography>
        {link?.external ? (
          <Box component="span" sx={visuallyHiddenSx}>
            {t('page.newTab')}
          </Box>
        ) : null}
      </Box>
    </Box>
  );

  return (
    <Paper variant="outlined" sx={{ height: '100%', overflow: 'hidden' }}>
      {link ? (
        <CardActionArea
          component="a"
          href={link.href}
          target={link.external ? '_blank' : undefined}
          rel={link.external ? 'noopener noreferrer' : undefined}
          data-testid={`contact-${contact.type}`}
          sx={{ height: '100%' }}
        >
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Paper>
  );
}
