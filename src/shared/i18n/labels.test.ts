import { describe, expect, it } from 'vitest';
import { CONTRACTS } from '../services/index.js';
import type { AnyLabel } from '../services/labels.js';
import { sayLabel, SHARED_LABELS_SW } from './labels.sw.js';
import { serviceSwahili } from './serviceSwahili.js';

/** A text's Swahili: the shared table's, else its service's own (the contract's `swahili.labels`). */
const swahiliOf = (text: string): string | undefined => SHARED_LABELS_SW[text] ?? serviceSwahili().labels[text];

/** Every text a contract gives people to read: step titles, labels, list items, joined names, code words. */
function contractTexts(): Set<string> {
  const texts = new Set<string>();
  const walk = (label: AnyLabel) => {
    if (typeof label === 'string') return void texts.add(label);
    texts.add(label.label);
    if ('item' in label && label.item) texts.add(label.item);
    if ('joined' in label && label.joined) texts.add(label.joined.label);
    if ('values' in label) Object.values(label.values).forEach((words) => texts.add(words));
    if ('fields' in label) Object.values(label.fields as Record<string, AnyLabel>).forEach(walk);
  };
  for (const contract of Object.values(CONTRACTS)) {
    contract.steps.forEach((step) => texts.add(step.title));
    Object.values(contract.labels as Record<string, AnyLabel>).forEach(walk);
    Object.values((contract.outcomeLabels ?? {}) as Record<string, AnyLabel>).forEach(walk);
  }
  return texts;
}

describe('the Swahili of the shared service contracts', () => {
  const texts = [...contractTexts()];

  it('has every text of every contract, in other words than the English', () => {
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((text) => !swahiliOf(text))).toEqual([]);
    expect(texts.filter((text) => swahiliOf(text) === text)).toEqual([]);
  });

  it('keeps the numbered items’ placeholder', () => {
    for (const text of texts.filter((t) => t.includes('%{n}'))) expect(swahiliOf(text)).toContain('%{n}');
  });

  it('holds nothing no contract says (a renamed label leaves no stale entry behind)', () => {
    const tables = [SHARED_LABELS_SW, serviceSwahili().labels];
    expect(tables.flatMap(Object.keys).filter((english) => !texts.includes(english))).toEqual([]);
  });

  it('answers English as written, and Swahili from the table', () => {
    expect(sayLabel('Party A', 'en')).toBe('Party A');
    expect(sayLabel('Party A', 'sw')).toBe('Mhusika A');
    expect(sayLabel('Not a contract label', 'sw')).toBe('Not a contract label');
  });
});
