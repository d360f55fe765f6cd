import Switch from '@mui/material/Switch';

type Props = { checked: boolean; label: string; onChange: (checked: boolean) => void };

/** A published/featured switch of a sample row, named for the row it changes. */
export function DemoToggle({ checked, label, onChange }: Props) {
  return (
    <Switch
      checked={checked}
      onChange={(_, value) => onChange(value)}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
}
