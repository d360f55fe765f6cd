import type { SxProps, Theme } from '@mui/material/styles';
import { Notice } from '@/components/ui/notice';

/** A form's general failure (useContractForm's `failure`), announced as it appears. */
export function FormFailure({ message, sx }: { message: string | undefined; sx?: SxProps<Theme> }) {
  return message ? (
    <Notice severity="error" sx={sx}>
      {message}
    </Notice>
  ) : null;
}
