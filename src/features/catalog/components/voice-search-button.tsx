import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MicIcon from '@mui/icons-material/Mic';
import { alpha, keyframes } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { SEARCH_MAX_LENGTH } from '@/contracts/search-limits';
import type { Locale } from '@/lib/i18n/locales';
import { visuallyHiddenSx } from '@/components/ui/visually-hidden';
import { useVoiceSearch } from '../hooks/use-voice-search';
import { speechLang, speechRecognitionClass } from '../model/speech-recognition';

/** How long a message about a search that did not happen stays up (typing or a tap sooner). */
export const VOICE_MESSAGE_MS = 8_000;

type Props = {
  /** The page's language: the shopper is heard in it (speechLang). */
  locale: Locale;
  /** What is in the box: typing in it takes a message away. */
  term: string;
  onInterim: (text: string) => void;
  onFinal: (text: string) => void;
};

// The microphone breathes while it listens (the pill's rounded clip would cut a ring outside).
const breathe = keyframes`
  50% { transform: scale(1.18); }
`;

const noSubscription = () => () => undefined;
const canListen = () => speechRecognitionClass() !== undefined;
const keyword = (text: string) => text.slice(0, SEARCH_MAX_LENGTH);

/**
 * The search box's microphone where the browser can listen (and the page's Permissions-Policy
 * lets it: nothing otherwise), a toggle (aria-pressed while listening), with one polite status
 * under the box for "listening" and for why a search did not happen. Loaded apart from the
 * page's first scripts, and only in browsers with speech recognition (header-search.tsx).
 */
export default function VoiceSearchButton(props: Props) {
  const available = useSyncExternalStore(noSubscription, canListen, canListen);
  return available ? <Microphone {...props} /> : null;
}

function Microphone({ locale, term, onInterim, onFinal }: Props) {
  const { t } = useTranslation('catalog');
  const { listening, problem, toggle, dismiss } = useVoiceSearch({
    lang: speechLang(locale),
    onInterim: (text) => onInterim(keyword(text)),
    onFinal: (text) => onFinal(keyword(text)),
  });
  const [shownFor, setShownFor] = useState({ problem, term });

  // A message stays for the text the box had when it came; typing takes it away.
  if (shownFor.problem !== problem) setShownFor({ problem, term });
  else if (problem && shownFor.term !== term) dismiss();

  useEffect(() => {
    if (!problem) return;
    const timer = setTimeout(dismiss, VOICE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [problem, dismiss]);

  const label = t('search.voice.label');
  const message = listening
    ? t('search.voice.listening')
    : problem
      ? t(`search.voice.${problem}`)
      : '';

  return (
    <>
      <IconButton
        type="button"
        aria-label={label}
        title={label}
        aria-pressed={listening}
        onClick={toggle}
        sx={(theme) => ({
          flexShrink: 0,
          width: 44,
          height: 44,
          // 44 px tall in a pill of 44 with its border: over the border, so the pill keeps its
          // height when the button arrives after the page.
          my: '-1px',
          marginInlineEnd: 0.5,
          color: listening ? 'primary.dark' : 'text.secondary',
          bgcolor: listening ? alpha(theme.palette.primary.main, 0.16) : undefined,
          boxShadow: listening ? `inset 0 0 0 2px ${theme.palette.primary.dark}` : 'none',
          '& svg': { animation: listening ? `${breathe} 1.2s ease-in-out infinite` : 'none' },
          '@media (prefers-reduced-motion: reduce)': { '& svg': { animation: 'none' } },
        })}
      >
        <MicIcon />
      </IconButton>
      <Box
        role="status"
        aria-live="polite"
        data-testid="voice-status"
        sx={
          message
            ? {
                position: 'absolute',
                insetInline: 0,
                top: 'calc(100% + 4px)',
                zIndex: 'appBar',
                px: 2,
                py: 1.25,
                borderRadius: 1,
                boxShadow: 8,
                bgcolor: 'background.paper',
                color: 'text.primary',
                typography: 'body2',
                borderInlineStart: (theme) =>
                  `4px solid ${problem ? theme.palette.warning.main : theme.palette.primary.main}`,
              }
            : visuallyHiddenSx
        }
      >
        {message}
      </Box>
    </>
  );
}
