import { describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS } from '../../shared/documents.js';
import { verifyEn } from './payments.en.js';
import { verifySw } from './visitor.sw.js';

const CODE = /[A-Z]+_[A-Z_]+/;

describe('the kinds of document /verify names', () => {
  it('issue 20 #11: names every kind the registry issues in words, in both languages, never as its code', () => {
    for (const kind of DOCUMENT_KINDS) {
      for (const words of [verifyEn.kinds[kind], verifySw.kinds[kind]]) {
        expect(words, kind).toBeTruthy();
        expect(words).not.toMatch(CODE);
      }
    }
    expect(verifyEn.kinds.RETURN_ACKNOWLEDGEMENT).toBe('Acknowledgement of a marriage return');
    expect(verifyEn.otherKind).not.toMatch(CODE);
    expect(verifySw.otherKind).not.toMatch(CODE);
  });
});
