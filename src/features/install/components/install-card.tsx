import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { BOTTOM_OFFSET_VAR } from '@/components/layout/bottom-nav';
import { capturedPrompt, decideInstall } from '@/lib/install-offer/install-offer-state';
import type { InstallOfferKind } from '@/lib/install-offer/offer-due';
import { toLocale } from '@/lib/i18n/locales';
import ar from '../../../../public/locales/ar/install.json';
import en from '../../../../public/locales/en/install.json';

const NAMESPACE = 'install';

/**
 * The card's words travel with its chunk, which loads only when the offer is due: no page
 * ships the namespace (or its bytes) for an offer most visits never see.
 */
function useInstallWords() {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  if (!i18n.hasResourceBundle(locale, NAMESPACE)) {
    i18n.addResourceBundle(locale, NAMESPACE, locale === 'ar' ? ar : en);
  }
  return i18n.getFixedT(locale, NAMESPACE);
}

async function install(): Promise<void> {
  const prompt = capturedPrompt();
  if (!prompt) return;
  await prompt.prompt();
  // Either answer in the browser's own dialog is the shopper's answer: the shop asks once.
  const choice = await prompt.userChoice;
  decideInstall(choice?.outcome ?? 'accepted');
}

/**
 * A small bar at the bottom of the screen (where the cookie notice sits, which never shows at
 * the same time: overlay-turn.ts), not a dialog: the page stays usable under and around it.
 */
export function InstallCard({ kind }: { kind: InstallOfferKind }) {
  const t = useInstallWords();
  return (
    <Paper
      role="region"
      aria-label={t('offer.label')}
      elevation={8}
      sx={{
        position: 'fixed',
        insetInline: { xs: 8, sm: 'auto' },
        insetInlineEnd: { sm: 16 },
        bottom: `calc(var(${BOTTOM_OFFSET_VAR}, 0px) + 8px)`,
        maxWidth: { sm: 400 },
        zIndex: (theme) => theme.zIndex.appBar + 1,
        p: 2,
      }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('offer.title')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {kind === 'prompt' ? t('offer.body') : t('offer.iosBody')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
        {kind === 'prompt' ? (
          <>
            <Button color="inherit" onClick={() => decideInstall('dismissed')}>
              {t('offer.dismiss')}
            </Button>
            <Button variant="contained" onClick={() => void install()}>
              {t('offer.install')}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={() => decideInstall('dismissed')}>
            {t('offer.iosDone')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
