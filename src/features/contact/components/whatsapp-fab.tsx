import Fab from '@mui/material/Fab';
import { styled } from '@mui/material/styles';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslation } from 'next-i18next/pages';
import { BOTTOM_OFFSET_VAR } from '@/components/layout/bottom-nav';

/**
 * Issue 26 moved the button from the spec's top-right corner, where on phones it covered the
 * first word of every Arabic heading and the breadcrumb (text starts on the right there), to
 * the bottom inline-end corner: right in English, left in Arabic. Text starts at the
 * inline-start edge, so that corner is where lines end short and nothing starts. On phones it
 * sits above the bottom navigation (BOTTOM_OFFSET_VAR is set only where the bar shows); the
 * cookie notice is never on screen with it (GlobalOverlays shows one overlay at a time).
 */
const FloatingCorner = styled('div')(({ theme }) => ({
  position: 'fixed',
  insetInlineEnd: theme.spacing(2),
  bottom: `calc(var(${BOTTOM_OFFSET_VAR}, 0px) + ${theme.spacing(2)})`,
  zIndex: theme.zIndex.speedDial,
  [theme.breakpoints.up('md')]: {
    insetInlineEnd: theme.spacing(3),
    bottom: theme.spacing(3),
  },
}));

/** The floating WhatsApp link itself; whatsapp-button.tsx decides whether there is one. */
export default function WhatsAppFab({ href }: { href: string }) {
  const { t } = useTranslation('contact');
  return (
    <FloatingCorner>
      <Fab
        component="a"
        color="whatsapp"
        size="medium"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('whatsapp.label')}
        title={t('whatsapp.label')}
        data-testid="whatsapp-button"
      >
        <WhatsAppIcon />
      </Fab>
    </FloatingCorner>
  );
}
