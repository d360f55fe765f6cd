import Fab from '@mui/material/Fab';
import { styled } from '@mui/material/styles';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslation } from 'next-i18next/pages';

// The spec fixes the button in the top-right corner in both directions, so `right` must not
// be mirrored by stylis-plugin-rtl. It sits below the header, which owns the very top (and
// on phones is two rows tall: logo, then the search box).
const FloatingCorner = styled('div')`
  position: fixed;
  top: 132px;
  /* @noflip */
  right: 16px;
  z-index: ${({ theme }) => theme.zIndex.speedDial};
  ${({ theme }) => theme.breakpoints.up('md')} {
    top: 84px;
  }
`;

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
