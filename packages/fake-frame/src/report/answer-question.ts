import type { PageDefinition, VisualDefinition } from './report-definition';

/** The visual that answers a Q&A question and the question as the frame understood it. */
export interface QnaAnswer {
  page?: PageDefinition;
  visual?: VisualDefinition;
  normalizedQuestion: string;
}

// Plural and singular words count alike ("admission" finds "Admissions").
const words = (text: string) => (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).map((w) => w.replace(/s$/, ''));

/**
 * Answers a question with the visual whose title shares the most words with it (the first on a tie);
 * the normalized question is that visual's title in lower case, or the question trimmed when nothing matches.
 */
export function answerQuestion(pages: readonly PageDefinition[], question: string): QnaAnswer {
  const asked = new Set(words(question));
  let best: QnaAnswer = { normalizedQuestion: question.trim().replace(/\s+/g, ' ') };
  let bestScore = 0;
  for (const page of pages) {
    for (const visual of page.visuals) {
      if (visual.type === 'slicer') continue;
      const score = words(visual.title).filter((w) => asked.has(w)).length;
      if (score > bestScore) {
        bestScore = score;
        best = { page, visual, normalizedQuestion: visual.title.toLowerCase() };
      }
    }
  }
  return best;
}
