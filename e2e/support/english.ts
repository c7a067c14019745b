/** Finds, among a page's strings, the English interface texts a language translates. */
import { allTexts } from './locales';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A matcher per English text whose `lng` translation differs and that the language itself never
 * uses: the whole string, with `{{values}}` standing for anything. A text made of values only
 * ("{{count}}") says nothing of a language and is left out.
 */
function englishMatchers(lng: string): { text: string; test: (s: string) => boolean }[] {
  const english = allTexts('en');
  const foreign = allTexts(lng);
  const ownWords = new Set(foreign.values());
  const matchers: { text: string; test: (s: string) => boolean }[] = [];
  for (const [key, text] of english) {
    const translated = foreign.get(key);
    if (translated === undefined || translated === text || ownWords.has(text)) continue;
    const parts = text.split(/\{\{\s*\w+\s*\}\}/);
    if (!parts.join('').replace(/[\s\W]/g, '')) continue;
    if (parts.length === 1) {
      matchers.push({ text, test: (s) => s === text });
    } else {
      const pattern = new RegExp(`^${parts.map(escape).join('.+')}$`);
      matchers.push({ text, test: (s) => pattern.test(s) });
    }
  }
  return matchers;
}

/** The strings that are an English interface text `lng` reads otherwise, with the text matched. */
export function englishOnly(lng: string, strings: string[]): string[] {
  const matchers = englishMatchers(lng);
  const found: string[] = [];
  for (const s of strings) {
    const match = matchers.find((m) => m.test(s));
    if (match) found.push(s === match.text ? s : `${s} (as "${match.text}")`);
  }
  return found;
}
