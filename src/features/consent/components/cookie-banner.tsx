import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { BOTTOM_OFFSET_VAR } from '@/components/layout/bottom-nav';
import { FIRST_PAINT_FLAGS } from '@/config/first-paint-names.cjs';
import type { ConsentVariant } from '@/config/public-env';
import { CONSENT_SCROLL_PERCENT } from '@/config/site';
import { useAcceptOnScroll } from '../hooks/use-accept-on-scroll';
import { useConsent } from '../hooks/use-consent';

type Props = {
  /** `accept`: one "I Accept" button; `accept-decline`: "I understand" and "I decline". */
  variant: ConsentVariant;
  acceptOnScroll: boolean;
  /** Another overlay has the screen (the welcome dialog): the notice waits its turn. */
  held?: boolean;
  /** The welcome dialog may come first on this page: see firstPaintHiding. */
  afterWelcome?: boolean;
};

/**
 * The server HTML (and hydration) cannot read cookies, yet the notice is in it, so that a
 * visitor who has not chosen sees it with the page's first paint instead of popping up once
 * the scripts have run. The flags first-paint-flags.cjs sets on <html> before that paint hide
 * it from a visitor who has chosen, and, where the welcome dialog may open first, from a
 * first-time visitor. Once hydrated, the cookies decide and these rules are gone.
 */
const firstPaintHiding = (afterWelcome: boolean) => ({
  ...(afterWelcome && {
    display: 'none',
    [`html[${FIRST_PAINT_FLAGS.visited}] &`]: { display: 'block' },
  }),
  // Last: it wins over the rule above (the same specificity).
  [`html[${FIRST_PAINT_FLAGS.consentGiven}] &`]: { display: 'none' },
});

/** The cookie notice at the bottom of the screen, shown until the visitor has chosen. */
export function CookieBanner({
  variant,
  acceptOnScroll,
  held = false,
  afterWelcome = false,
}: Props) {
  const { t } = useTranslation('consent');
  const { ready, status, decide } = useConsent();
  const open = (!ready || status === undefined) && !held;
  const accept = useCallback(() => decide('accepted'), [decide]);
  useAcceptOnScroll(ready && open && acceptOnScroll, CONSENT_SCROLL_PERCENT, accept);

  if (!open) return null;

  return (
    <Paper
      role="region"
      aria-label={t('banner.label')}
      elevation={8}
      square
      sx={{
        position: 'fixed',
        insetInline: 0,
        // Above the phone's bottom navigation when there is one.
        bottom: `var(${BOTTOM_OFFSET_VAR}, 0px)`,
        // Above the page, below dialogs (a drawer opened from the bottom navigation).
        zIndex: (theme) => theme.zIndex.appBar + 1,
        px: { xs: 2, md: 4 },
        py: 2,
        ...(!ready && firstPaintHiding(afterWelcome)),
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{
          alignItems: { sm: 'center' },
          justifyContent: 'space-between',
          maxWidth: 1280,
          mx: 'auto',
        }}
      >
        <Typography variant="body1">{t('banner.message')}</Typography>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          {variant === 'accept-decline' ? (
            <>
              <Button variant="outlined" color="inherit" onClick={() => decide('declined')}>
                {t('banner.decline')}
              </Button>
              <Button variant="contained" onClick={accept}>
                {t('banner.understand')}
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={accept}>
              {t('banner.accept')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
