/**
 * The examination search of the pickers and the matrix (decision 181): a typed word matches a
 * whole word of a text first, then the start of a word, then inside a word, so 'TTE' finds
 * 'Transtorakal ekokardiografi (TTE)' before '15O-vatten'. Texts are the name, the usual
 * abbreviations the catalogue carries (MPS, arbets-EKG, ...) and the column and level labels.
 */

/** How well a word matches a text, best first. */
export const MATCH_KINDS = ["whole", "start", "inside"] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

const isWordCharacter = (char: string | undefined) =>
  char !== undefined && /[\p{L}\p{N}]/u.test(char);

const normalize = (text: string) => text.toLocaleLowerCase("sv");

/** The typed words: blanks separate them, case is ignored. */
export function searchWords(query: string): string[] {
  return normalize(query).split(/\s+/).filter(Boolean);
}

/** The best place `word` (already lower-case) is found in `text`, or undefined. */
export function matchKind(text: string, word: string): MatchKind | undefined {
  const haystack = normalize(text);
  let best: MatchKind | undefined;
  for (let at = haystack.indexOf(word); at !== -1; at = haystack.indexOf(word, at + 1)) {
    const starts = !isWordCharacter(haystack[at - 1]);
    const ends = !isWordCharacter(haystack[at + word.length]);
    if (starts && ends) return "whole";
    if (starts) best = "start";
    else best ??= "inside";
  }
  return best;
}

/**
 * How an item ranks for the typed words, lower is better; undefined when a word matches none of
 * its texts (every word must match somewhere). The worst word decides, then the sum over words.
 */
export function searchRank(texts: readonly string[], words: readonly string[]): number | undefined {
  let worst = 0;
  let sum = 0;
  for (const word of words) {
    let best: number | undefined;
    for (const text of texts) {
      const kind = matchKind(text, word);
      if (kind === undefined) continue;
      const rank = MATCH_KINDS.indexOf(kind);
      if (best === undefined || rank < best) best = rank;
      if (best === 0) break;
    }
    if (best === undefined) return undefined;
    worst = Math.max(worst, best);
    sum += best;
  }
  return worst * (MATCH_KINDS.length * words.length + 1) + sum;
}

/**
 * The items that match every typed word, best match first, each with its rank; equal matches keep
 * the given order (alphabetical in the pickers). An empty search keeps them all, in order, rank 0.
 */
export function rankExaminations<T>(
  items: readonly T[],
  query: string,
  textsOf: (item: T) => readonly string[],
): { item: T; rank: number }[] {
  const words = searchWords(query);
  if (words.length === 0) return items.map((item) => ({ item, rank: 0 }));
  const ranked: { item: T; rank: number; index: number }[] = [];
  items.forEach((item, index) => {
    const rank = searchRank(textsOf(item), words);
    if (rank !== undefined) ranked.push({ item, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
}

/**
 * The match Enter may take: the only one, or the one that matches better than all others ('TTE'
 * as a word, not inside '15O-vatten'). Several equally good matches leave the choice to the user.
 */
export function clearBestMatch<T>(ranked: readonly { item: T; rank: number }[]): T | undefined {
  const [first, second] = ranked;
  if (!first) return undefined;
  return !second || first.rank < second.rank ? first.item : undefined;
}
