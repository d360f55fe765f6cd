import AgricultureOutlined from '@mui/icons-material/AgricultureOutlined';
import BakeryDiningOutlined from '@mui/icons-material/BakeryDiningOutlined';
import BedOutlined from '@mui/icons-material/BedOutlined';
import BrushOutlined from '@mui/icons-material/BrushOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import ChairOutlined from '@mui/icons-material/ChairOutlined';
import CheckroomOutlined from '@mui/icons-material/CheckroomOutlined';
import ChildFriendlyOutlined from '@mui/icons-material/ChildFriendlyOutlined';
import ContentCutOutlined from '@mui/icons-material/ContentCutOutlined';
import CurrencyExchangeOutlined from '@mui/icons-material/CurrencyExchangeOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import HeadphonesOutlined from '@mui/icons-material/HeadphonesOutlined';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import KebabDiningOutlined from '@mui/icons-material/KebabDiningOutlined';
import LaptopOutlined from '@mui/icons-material/LaptopOutlined';
import LightOutlined from '@mui/icons-material/LightOutlined';
import LocalCafeOutlined from '@mui/icons-material/LocalCafeOutlined';
import LocalDrinkOutlined from '@mui/icons-material/LocalDrinkOutlined';
import LocalFloristOutlined from '@mui/icons-material/LocalFloristOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import MusicNoteOutlined from '@mui/icons-material/MusicNoteOutlined';
import PedalBikeOutlined from '@mui/icons-material/PedalBikeOutlined';
import PetsOutlined from '@mui/icons-material/PetsOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import RollerSkatingOutlined from '@mui/icons-material/RollerSkatingOutlined';
import SanitizerOutlined from '@mui/icons-material/SanitizerOutlined';
import SetMealOutlined from '@mui/icons-material/SetMealOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import SmartphoneOutlined from '@mui/icons-material/SmartphoneOutlined';
import SpaOutlined from '@mui/icons-material/SpaOutlined';
import SportsSoccerOutlined from '@mui/icons-material/SportsSoccerOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import ToysOutlined from '@mui/icons-material/ToysOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import WatchOutlined from '@mui/icons-material/WatchOutlined';
import WeekendOutlined from '@mui/icons-material/WeekendOutlined';
import YardOutlined from '@mui/icons-material/YardOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { DemoIcon } from '@/contracts/demo/demo-entities';

/**
 * The glyph drawn for each icon name of the sample data. A Record over DemoIcon, so adding a
 * name to DEMO_ICONS without a glyph here fails the type check. None of these point a
 * direction (the return arrow is a circular one), so none needs mirroring in RTL.
 */
export const DEMO_ICON_GLYPHS: Record<DemoIcon, SvgIconComponent> = {
  delivery: LocalShippingOutlined,
  'money-back': CurrencyExchangeOutlined,
  return: ReplayOutlined,
  support: SupportAgentOutlined,
  feedback: FeedbackOutlined,
  'secure-payment': VerifiedUserOutlined,
  gift: CardGiftcardOutlined,
  home: HomeOutlined,
  phone: SmartphoneOutlined,
  laptop: LaptopOutlined,
  camera: PhotoCameraOutlined,
  headphones: HeadphonesOutlined,
  watch: WatchOutlined,
  // Material has no spectacles glyph; the eye reads as "eyewear" beside its title.
  glasses: VisibilityOutlined,
  car: DirectionsCarOutlined,
  bike: PedalBikeOutlined,
  dress: CheckroomOutlined,
  // Nor a plain shoe: the skate is the closest footwear outline.
  shoe: RollerSkatingOutlined,
  bag: ShoppingBagOutlined,
  sofa: WeekendOutlined,
  chair: ChairOutlined,
  bed: BedOutlined,
  lamp: LightOutlined,
  fruit: YardOutlined,
  vegetable: AgricultureOutlined,
  dairy: LocalDrinkOutlined,
  bakery: BakeryDiningOutlined,
  meat: KebabDiningOutlined,
  fish: SetMealOutlined,
  drink: LocalCafeOutlined,
  skincare: SpaOutlined,
  makeup: BrushOutlined,
  perfume: SanitizerOutlined,
  hair: ContentCutOutlined,
  health: HealthAndSafetyOutlined,
  baby: ChildFriendlyOutlined,
  pet: PetsOutlined,
  toy: ToysOutlined,
  flower: LocalFloristOutlined,
  // A greeting card, sent in an envelope (gift shops); "gift" already has the parcel.
  card: MailOutlined,
  music: MusicNoteOutlined,
  sport: SportsSoccerOutlined,
};

type Props = SvgIconProps & { name: DemoIcon };

/**
 * The icon of a sample-data entry. Decorative by default (MUI hides an icon from screen
 * readers unless it has a `titleAccess`): the title beside it says what it is.
 */
export function DemoIconGlyph({ name, ...props }: Props) {
  const Glyph = DEMO_ICON_GLYPHS[name];
  return <Glyph {...props} />;
}
