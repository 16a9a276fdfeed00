import { countWords } from './quote';
import { readSources, type ReadSentence } from './reading';

/** Plain text statistics the built-in analysts read: how much there is and how much of it is numbers. */
export interface TextStats {
  words: number;
  sentences: number;
  /** Sentences holding a figure compromise read ("$2M", "40%", "a hundred and twenty"): claims that can be checked. */
  quantifiedSentences: number;
}

/** The statistics of `text`; `sentences` when the caller has already read it (the analysis reads each source once). */
export function textStats(text: string, sentences?: readonly ReadSentence[]): TextStats {
  const read = sentences ?? readSources([{ id: 'text', kind: 'text', title: 'text', readable: true, text }]);
  return {
    words: countWords(text),
    sentences: read.length,
    quantifiedSentences: read.filter((sentence) => sentence.figures.length > 0).length,
  };
}
