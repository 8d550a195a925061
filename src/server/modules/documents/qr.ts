/** A QR code's modules as `qrcode` gives them (its BitMatrix): `size` rows of `size`, row by row, 1 for dark. */
export interface QrModules {
  size: number;
  data: ArrayLike<number>;
}

/** A run of adjacent dark modules in one row, counted from the code's top left corner (quiet zone excluded). */
export interface QrRun {
  row: number;
  column: number;
  length: number;
}

/**
 * The dark modules of a QR code, each row's runs of adjacent dark modules as one run: what the
 * documents draw as filled rectangles (one rectangle a run keeps the page's content short).
 */
export function darkRuns({ size, data }: QrModules): QrRun[] {
  const runs: QrRun[] = [];
  for (let row = 0; row < size; row++) {
    const at = row * size;
    let column = 0;
    while (column < size) {
      if (!data[at + column]) {
        column++;
        continue;
      }
      const start = column;
      while (column < size && data[at + column]) column++;
      runs.push({ row, column: start, length: column - start });
    }
  }
  return runs;
}
