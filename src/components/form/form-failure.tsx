import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

/** A form's general failure (useContractForm's `failure`), announced as it appears. */
export function FormFailure({ message, sx }: { message: string | undefined; sx?: SxProps<Theme> }) {
  return message ? (
    <Alert severity="error" role="alert" sx={sx}>
      {message}
    </Alert>
  ) : null;
}
