import { describe, expect, it } from '@jest/globals';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_FIELDS } from '@/contracts/audit-constants';
import arDashboard from '../../../../public/locales/ar/dashboard.json';
import enDashboard from '../../../../public/locales/en/dashboard.json';
import { actionKey, fieldKey } from './audit-model';

/*
 * The server writes only actions, entities and fields of the audit's lists (recordStaffWrite
 * is typed against them); here every one of them must have words in both languages, so the
 * log never shows «order.weights» or «lines.1.weighed_weight» to a seller.
 */

const LANGUAGES = [
  ['en', enDashboard],
  ['ar', arDashboard],
] as const;

/** The string at a dotted key of a namespace, or undefined. */
function wording(namespace: unknown, key: string): string | undefined {
  let node: unknown = namespace;
  for (const part of key.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  return typeof node === 'string' && node.trim() !== '' ? node : undefined;
}

describe.each(LANGUAGES)('the activity log’s words in %s', (language, words) => {
  it('has a sentence for every action the server records', () => {
    const missing = AUDIT_ACTIONS.filter((action) => {
      const key = actionKey(action);
      return key === undefined || wording(words, key) === undefined;
    });
    expect({ language, missing }).toEqual({ language, missing: [] });
  });

  it('has a label for every field the server records', () => {
    const missing = AUDIT_FIELDS.filter((field) => {
      const key = fieldKey(field);
      return key === undefined || wording(words, key) === undefined;
    });
    expect({ language, missing }).toEqual({ language, missing: [] });
    expect(wording(words, 'audit.lineWeight.named')).toContain('{{name}}');
  });

  it('names every kind of thing: in the filter, in sentences and on the way to it', () => {
    const missing = AUDIT_ENTITIES.flatMap((entity) =>
      ['kinds', 'entities', 'open']
        .map((group) => `audit.${group}.${entity}`)
        .filter((key) => wording(words, key) === undefined),
    );
    expect({ language, missing }).toEqual({ language, missing: [] });
  });
});

describe('the Arabic activity log', () => {
  it('says every action and field in Arabic words, no code', () => {
    const keys = [
      ...AUDIT_ACTIONS.map((action) => actionKey(action) ?? action),
      ...AUDIT_FIELDS.map((field) => fieldKey(field) ?? field),
    ];
    const latin = keys
      .map((key) => [key, wording(arDashboard, key) ?? ''] as const)
      // Placeholders aside, no Latin letters: «order.weights» or «total» would show here.
      .filter(([, text]) => /[A-Za-z_]/.test(text.replace(/\{\{\w+\}\}/g, '')));
    expect(latin).toEqual([]);
  });

  it('has no words for a field the server does not record: a typo would never show', () => {
    const labelled = Object.keys(arDashboard.audit.fields);
    expect(
      labelled.filter((field) => !(AUDIT_FIELDS as readonly string[]).includes(field)),
    ).toEqual([]);
  });
});
