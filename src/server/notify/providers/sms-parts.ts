/*
 * How many text messages a text costs (GSM 03.38, 3GPP TS 23.040). A text in the GSM 7-bit
 * alphabet fits 160 characters in one message, 153 in each part of a longer one (the rest
 * carries the header that joins the parts); one character outside it (any Arabic letter)
 * sends the whole text as UCS-2: 70 in one message, 67 in each part, counted in UTF-16 code
 * units (an emoji is two). The provider is told, so its bill and ours agree.
 */

/** The GSM 7-bit default alphabet (one septet each). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Its extension table: an escape and the character, two septets each. */
const GSM_EXTENDED = '^{}\\[~]|€\f';

const BASIC = new Set(GSM_BASIC);
const EXTENDED = new Set(GSM_EXTENDED);

export interface SmsParts {
  /** UCS-2 (true) or the GSM 7-bit alphabet. */
  unicode: boolean;
  /** Messages the text is sent in (at least one). */
  parts: number;
  /** Septets (GSM) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
}

export function smsParts(text: string): SmsParts {
  let septets = 0;
  for (const char of text) {
    if (BASIC.has(char)) septets += 1;
    else if (EXTENDED.has(char)) septets += 2;
    else return count(true, text.length, 70, 67);
  }
  return count(false, septets, 160, 153);
}

function count(unicode: boolean, units: number, single: number, perPart: number): SmsParts {
  const parts = units <= single ? 1 : Math.ceil(units / perPart);
  return { unicode, parts, units };
}
