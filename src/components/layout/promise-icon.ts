import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CleanHandsOutlined from '@mui/icons-material/CleanHandsOutlined';
import EnergySavingsLeafOutlined from '@mui/icons-material/EnergySavingsLeafOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

/** The backend names a promise's icon; the home page and the footer draw the same one. */
const ICONS: Readonly<Record<string, SvgIconComponent>> = {
  delivery: LocalShippingOutlined,
  fresh: EnergySavingsLeafOutlined,
  clean: CleanHandsOutlined,
  cash: PaymentsOutlined,
  support: SupportAgentOutlined,
  quality: VerifiedOutlined,
};

/** Unknown names get a plain tick rather than nothing. */
export const promiseIcon = (name: string): SvgIconComponent => ICONS[name] ?? CheckCircleOutlined;
