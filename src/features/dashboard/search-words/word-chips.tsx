import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ReactNode } from 'react';

/** A list of words as chips that wrap on a phone; `chip` draws one (plain by default). */
export function WordChips({
  words,
  label,
  chip,
}: {
  words: readonly string[];
  label: string;
  chip?: (word: string, index: number) => ReactNode;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
    >
      {words.map((word, index) => (
        // Words of a group are distinct as search reads them, but a draft may repeat one.
        <li key={`${index}-${word}`}>
          {chip ? chip(word, index) : <Chip label={<WordText word={word} />} variant="outlined" />}
        </li>
      ))}
    </Box>
  );
}

/** A word in its own direction: an English word in an Arabic page reads left to right. */
export function WordText({ word }: { word: string }) {
  return <bdi dir="auto">{word}</bdi>;
}

/** The words of a group as one phrase for labels and questions: «فراخ، دجاج» or "hen, fowl". */
export function joinWords(words: readonly string[], locale: string): string {
  return words.join(locale === 'ar' ? '، ' : ', ');
}
