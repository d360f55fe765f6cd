import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export type Choice = {
  key: string | number;
  label: string;
  /** A second, quieter line: the option's price delta. */
  detail?: string;
  pressed: boolean;
};

type Props = {
  label: string;
  /** Said after the label, e.g. "optional" for a group of paid options only. */
  hint?: string;
  choices: Choice[];
  onPress: (key: Choice['key']) => void;
};

/**
 * A labelled group of toggle buttons (aria-pressed), one per choice. Plain buttons rather
 * than MUI's ToggleButtonGroup: Button is on the product page already, and Tab, Enter and
 * Space work as on any button. Every button is at least 44 px each way for thumbs.
 */
export function ChoiceButtonGroup({ label, hint, choices, onPress }: Props) {
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
        {label}
        {hint ? (
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ marginInlineStart: 0.75 }}
          >
            {`(${hint})`}
          </Typography>
        ) : null}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {choices.map((choice) => (
          <Button
            key={choice.key}
            aria-pressed={choice.pressed}
            variant={choice.pressed ? 'contained' : 'outlined'}
            // Orange text on white is below AA contrast: an unpressed button takes the text colour.
            color={choice.pressed ? 'primary' : 'inherit'}
            disableElevation
            onClick={() => onPress(choice.key)}
            sx={{
              minHeight: 44,
              minWidth: 44,
              px: 1.5,
              py: 0.5,
              flexDirection: 'column',
              lineHeight: 1.3,
              textTransform: 'none',
              borderColor: choice.pressed ? undefined : 'divider',
            }}
          >
            <span>{choice.label}</span>
            {choice.detail ? (
              <Box component="span" sx={{ fontSize: '0.75rem', fontWeight: 400 }}>
                {choice.detail}
              </Box>
            ) : null}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
