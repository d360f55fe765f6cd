import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  /** Ties the label and explanation to the switch (aria-labelledby / aria-describedby). */
  id: string;
  label: string;
  help: string;
  /** Why the switch cannot be used now (shown under the explanation), if it cannot. */
  note?: ReactNode;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
};

/** One setting turned on or off at once: its name, a line saying what it does, the switch. */
export function SettingSwitch({ id, label, help, note, checked, disabled, onChange }: Props) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, py: 1.5 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={`${id}-label`} sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography id={`${id}-help`} variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {help}
          {note ? (
            <Box component="span" sx={{ display: 'block', mt: 0.5, color: 'text.primary' }}>
              {note}
            </Box>
          ) : null}
        </Typography>
      </Box>
      <Switch
        checked={checked}
        disabled={disabled}
        onChange={(_, next) => onChange(next)}
        slotProps={{
          input: {
            role: 'switch',
            'aria-labelledby': `${id}-label`,
            'aria-describedby': `${id}-help`,
          },
        }}
      />
    </Box>
  );
}
