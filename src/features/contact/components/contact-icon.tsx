import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Contact } from '@/contracts/contact';

/** Material has no TikTok mark; a note stands in for it, as on many shop sites. */
export const CONTACT_ICONS: Readonly<Record<Contact['type'], SvgIconComponent>> = {
  phone: PhoneOutlinedIcon,
  whatsapp: WhatsAppIcon,
  email: EmailOutlinedIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  tiktok: MusicNoteIcon,
  address: LocationOnOutlinedIcon,
};
