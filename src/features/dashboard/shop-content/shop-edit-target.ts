import type { StaffBranch, StaffContact, StaffFacts, StaffPromise } from '@/contracts/shop-content';

/** One field of an editor: the body's key, its label's key (shopContent.fields.*), its direction. */
export interface EditField {
  name: string;
  label: string;
  dir: 'ltr' | 'rtl';
  multiline?: boolean;
  /** The keyboard a phone shows: digits for a phone number. */
  inputMode?: 'tel';
}

/**
 * What an admin is editing: which call saves it, the card's name for the dialog's title, the
 * fields in the order shown (Arabic before English, as the zones editor) and their values now.
 */
export type EditTarget = {
  name: string;
  fields: readonly EditField[];
  values: Record<string, string>;
} & ({ kind: 'facts' } | { kind: 'promise' | 'branch' | 'contact'; id: number });

const pair = (base: string, label: string, multiline = false): EditField[] => [
  { name: `${base}_ar`, label: `${label}Ar`, dir: 'rtl', multiline },
  { name: `${base}_en`, label: `${label}En`, dir: 'ltr', multiline },
];

/** Only the listed fields, as they are now. */
const valuesOf = (fields: readonly EditField[], row: object): Record<string, string> => {
  const source = row as Record<string, string | null | undefined>;
  // A null value_ar (an address Arabic pages show as it is) starts empty.
  return Object.fromEntries(fields.map((field) => [field.name, source[field.name] ?? '']));
};

export function factsTarget(facts: StaffFacts, name: string): EditTarget {
  const fields = [
    ...pair('hours', 'hours'),
    ...pair('about', 'about', true),
    ...pair('area', 'area'),
  ];
  return { kind: 'facts', name, fields, values: valuesOf(fields, facts) };
}

export function promiseTarget(promise: StaffPromise, name: string): EditTarget {
  const fields = [...pair('title', 'title'), ...pair('subtitle', 'subtitle', true)];
  return { kind: 'promise', id: promise.id, name, fields, values: valuesOf(fields, promise) };
}

export function branchTarget(branch: StaffBranch, name: string): EditTarget {
  const fields: EditField[] = [
    ...pair('name', 'branchName'),
    ...pair('address', 'address', true),
    { name: 'phone', label: 'phone', dir: 'ltr', inputMode: 'tel' },
  ];
  return { kind: 'branch', id: branch.id, name, fields, values: valuesOf(fields, branch) };
}

/**
 * A contact's value is one text (a number, an address, a link); only an address has an Arabic
 * one of its own (value_ar), so only an address's editor shows it.
 */
export function contactTarget(contact: StaffContact, name: string): EditTarget {
  const fields: EditField[] = [
    { name: 'value', label: contact.type === 'address' ? 'addressEn' : 'value', dir: 'ltr' },
    ...(contact.type === 'address'
      ? [{ name: 'value_ar', label: 'addressAr', dir: 'rtl' } as const]
      : []),
    ...pair('label', 'label'),
  ];
  return { kind: 'contact', id: contact.id, name, fields, values: valuesOf(fields, contact) };
}
