// One palette for the whole set, so every picture reads as the same illustration style.

/** A flesh or fill colour with its shade, highlight and outline. */
export interface Tone {
  base: string;
  shade: string;
  light: string;
  line: string;
}

export const SKIN: Tone = { base: '#F8D7C3', shade: '#EDB89E', light: '#FEEEE4', line: '#D2927A' };
export const DUCK_SKIN: Tone = {
  base: '#F0C6A0',
  shade: '#DCA47A',
  light: '#FADCC2',
  line: '#B98058',
};
export const GOOSE_SKIN: Tone = {
  base: '#F4DDB2',
  shade: '#E3BE88',
  light: '#FDF0D8',
  line: '#C39A62',
};
export const PIGEON_SKIN: Tone = {
  base: '#E8AE9C',
  shade: '#D28975',
  light: '#F6D0C4',
  line: '#B06A56',
};
export const TURKEY_SKIN: Tone = {
  base: '#F5D2B9',
  shade: '#E6B293',
  light: '#FDEADC',
  line: '#CC9070',
};
export const RABBIT_MEAT: Tone = {
  base: '#F4CABF',
  shade: '#E5A799',
  light: '#FCE3DC',
  line: '#C98577',
};
export const FILLET: Tone = {
  base: '#F6BFB0',
  shade: '#E99C8A',
  light: '#FDDCD2',
  line: '#CF7E6C',
};
export const LIVER: Tone = { base: '#8A3327', shade: '#6A221B', light: '#C0705F', line: '#55170F' };
export const GIZZARD: Tone = {
  base: '#B5544A',
  shade: '#8F3B33',
  light: '#E09A8E',
  line: '#6E2A24',
};
export const MINCE: Tone = { base: '#EEA79A', shade: '#D9857A', light: '#F8CABF', line: '#BF6B61' };
export const GRILLED: Tone = {
  base: '#E0A05A',
  shade: '#C47A35',
  light: '#F2C98E',
  line: '#9A5A24',
};
export const KOFTA: Tone = { base: '#9C5532', shade: '#7A3C22', light: '#C07A52', line: '#5E2C18' };
export const CRUMB: Tone = { base: '#E7AE55', shade: '#CB8A33', light: '#F6D38A', line: '#A86A22' };
export const SPICED: Tone = {
  base: '#DE6432',
  shade: '#B9461F',
  light: '#F39A64',
  line: '#8E3314',
};
export const SAUSAGE: Tone = {
  base: '#D9765A',
  shade: '#B8563C',
  light: '#F0A88E',
  line: '#8F3D29',
};
/** Corn-fed baladi and Sasso birds: yellow skin. */
export const YELLOW_SKIN: Tone = {
  base: '#F6D49A',
  shade: '#E6B46E',
  light: '#FCEBC8',
  line: '#C48F4A',
};
/** Fayoumi and other darker-skinned local birds: a dusky, greyer skin. */
export const DUSKY_SKIN: Tone = {
  base: '#E2C0A8',
  shade: '#C99E84',
  light: '#F2DCCB',
  line: '#A27A62',
};
export const PALE_DUCK: Tone = {
  base: '#F7DCC4',
  shade: '#E8BE9C',
  light: '#FDEBDD',
  line: '#C99A76',
};
/** Muscovy: leaner, redder skin than the Pekin. */
export const DARK_DUCK: Tone = {
  base: '#E3AA86',
  shade: '#C98962',
  light: '#F2C8AA',
  line: '#A26640',
};
/** Duck breast meat, dark red, under its fat cap. */
export const DUCK_MEAT: Tone = {
  base: '#B4493A',
  shade: '#8E3428',
  light: '#D47A68',
  line: '#6E261C',
};
export const GOOSE_LIVER: Tone = {
  base: '#C98A6E',
  shade: '#A86C52',
  light: '#E8B8A0',
  line: '#7E4C36',
};
export const TURKEY_MINCE: Tone = {
  base: '#DE9384',
  shade: '#C47266',
  light: '#F0BCB1',
  line: '#A65A4F',
};
export const FREEKEH = { base: '#8A7A3E', grain: '#5F5424', light: '#B6A760' };
export const HOT_DOG: Tone = {
  base: '#E69A80',
  shade: '#C97A60',
  light: '#F6C6B2',
  line: '#A05A42',
};
export const BONE = '#F4EBDD';
export const BONE_LINE = '#CDBBA0';
export const STRING = '#F1E6D0';

export const EGG_SHELL = {
  white: { base: '#FBF8F2', shade: '#E7DFD2' },
  brown: { base: '#DCA478', shade: '#C28658' },
  dark: { base: '#B9794E', shade: '#9C6038' },
  speckled: { base: '#F1E5CF', shade: '#DCCAA8' },
} as const;

export const GREEN = { leaf: '#5FA44A', dark: '#3F7E35', light: '#8BC56B' };
export const LEMON = { rind: '#F2C230', flesh: '#FBE58A', pith: '#FFF6D2' };
export const RED_PEPPER = '#D93A2B';
export const GREEN_PEPPER = '#4E9A3A';
export const YELLOW_PEPPER = '#F2B632';
export const ONION = '#F3E6F0';

export const WOOD = { base: '#D9A066', shade: '#BF8450', grain: '#C98F57' };
export const PLATE = { rim: '#FFFFFF', well: '#F3EFE8', line: '#E2DBCF' };

/** Warm light backdrops; each tile also gets a deeper accent of the same hue. */
export const TILES: readonly { bg: string; accent: string }[] = [
  { bg: '#FDF1E1', accent: '#F8DDBC' },
  { bg: '#FDE9DF', accent: '#F8CDBA' },
  { bg: '#FCF3D6', accent: '#F5E0A2' },
  { bg: '#FBE7E6', accent: '#F3C8C6' },
  { bg: '#EEF4E2', accent: '#D7E6BD' },
  { bg: '#FFF0E8', accent: '#FAD3BF' },
  { bg: '#F6EEE4', accent: '#E7D4BD' },
  { bg: '#FCEEDB', accent: '#F6D6A8' },
];

/** Round medallions behind category art. */
export const MEDALLIONS: readonly { bg: string; ring: string }[] = [
  { bg: '#FFE3C2', ring: '#FA8C16' },
  { bg: '#FDE0DA', ring: '#E76F51' },
  { bg: '#E6F1D8', ring: '#6FA84C' },
  { bg: '#FFF1C7', ring: '#E5A812' },
  { bg: '#E3ECF6', ring: '#4F7FB5' },
  { bg: '#F6E2D3', ring: '#B9773F' },
];

export const BRAND = { orange: '#FA8C16', navy: '#0F3460', red: '#D4380D' };
