// A QR code drawn as one SVG path: the matrix of `uqr`'s encode (no border of its own) with a
// quiet zone of four modules around it, each row's dark modules merged into runs. No HTML is
// injected: the path is data, React sets it as an attribute.

import { encode } from 'uqr';

/** The quiet zone the QR standard asks for, in modules. */
export const QR_QUIET_ZONE = 4;

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  data: boolean[][];
}

/** The matrix of `value` (error correction M: a phone still reads a slightly damaged print). */
export function qrMatrix(value: string): QrMatrix {
  const { size, data } = encode(value, { ecc: 'M', border: 0 });
  return { size, data };
}

/** The path of the dark modules, shifted by the quiet zone: one `M x y h n v1 h-n z` per run. */
export function qrPath(matrix: QrMatrix, quiet: number = QR_QUIET_ZONE): string {
  const parts: string[] = [];
  matrix.data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      const run = x - start;
      parts.push(`M${start + quiet} ${y + quiet}h${run}v1h-${run}z`);
    }
  });
  return parts.join('');
}

export interface QrCodeProps {
  value: string;
  /** What the code holds, for assistive technology (e.g. 充币地址二维码). */
  label: string;
  /** Drawn size in CSS pixels (the SVG scales; the module grid stays crisp). */
  pixels?: number;
  testId?: string;
  className?: string;
}

export function QrCode({ value, label, pixels = 160, testId, className }: QrCodeProps) {
  const matrix = qrMatrix(value);
  const side = matrix.size + 2 * QR_QUIET_ZONE;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      width={pixels}
      height={pixels}
      shapeRendering="crispEdges"
      className={className}
      data-testid={testId}
      data-modules={matrix.size}
      data-value={value}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={qrPath(matrix)} fill="#000" />
    </svg>
  );
}
