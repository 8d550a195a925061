import { describe, expect, it } from 'vitest';
import { contentDisposition, safeFileName } from './fileNames.js';

describe('safeFileName', () => {
  it.each([
    ['decree.pdf', 'application/pdf', 'decree.pdf'],
    ['Scan.JPEG', 'image/jpeg', 'Scan.jpeg'],
    ['photo.jpg', 'image/png', 'photo.png'],
    ['../../etc/passwd', 'application/pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\id card.png', 'image/png', 'id card.png'],
    ['a\u0000b\u001fc\u007f.pdf', 'application/pdf', 'abc.pdf'],
    ['\u202eexe.pdf', 'application/pdf', 'exe.pdf'],
    ['..', 'application/pdf', 'document.pdf'],
    ['', 'image/jpeg', 'document.jpg'],
    ['.bashrc', 'application/pdf', 'bashrc.pdf'],
    ['my.report', 'application/pdf', 'my.report.pdf'],
    ['setup.exe', 'application/pdf', 'setup.pdf'],
    ['CON.pdf', 'application/pdf', '_CON.pdf'],
    ['a<b>c:d|e?f*g"h;i.pdf', 'application/pdf', 'a_b_c_d_e_f_g_h_i.pdf'],
    ['  spaced   out  .pdf', 'application/pdf', 'spaced out.pdf'],
    ['say %22hi%22%0Aagain.pdf', 'application/pdf', 'say _hi_ again.pdf'],
  ] as const)('%j (%s) → %j', (name, type, expected) => {
    expect(safeFileName(name, type)).toBe(expected);
  });

  it('keeps at most 100 characters before the extension', () => {
    expect(safeFileName(`${'é'.repeat(300)}.pdf`, 'application/pdf')).toBe(`${'é'.repeat(100)}.pdf`);
  });

  it('uses the fallback when nothing is left', () => {
    expect(safeFileName('/', 'application/pdf', 'decree')).toBe('decree.pdf');
  });
});

describe('contentDisposition', () => {
  it('quotes an ASCII fallback safely and gives the exact name in RFC 5987 form', () => {
    expect(contentDisposition('Décret "final".pdf')).toBe(
      `inline; filename="Decret _final_.pdf"; filename*=UTF-8''D%C3%A9cret%20%22final%22.pdf`,
    );
    expect(contentDisposition('文書.pdf')).toBe(
      `inline; filename="document.pdf"; filename*=UTF-8''%E6%96%87%E6%9B%B8.pdf`,
    );
  });
});
