// @vitest-environment jsdom
// The QR code: uqr's matrix drawn as one SVG path of the dark modules with a four-module quiet
// zone; the path covers exactly the dark modules (read back module by module) and the viewBox is
// the matrix plus the quiet zone.

import { cleanup, render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { afterEach, describe, expect, it } from 'vitest';
import { QR_QUIET_ZONE, QrCode, qrMatrix, qrPath } from '@/components/deposit/qr-code';

afterEach(cleanup);

const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/** The modules a path paints: each `M x y h n v1 h-n z` run read back. */
function paintedModules(path: string): Set<string> {
  const painted = new Set<string>();
  for (const match of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    const [, x, y, run, back] = match.map(Number) as [number, number, number, number, number];
    expect(back).toBe(run);
    for (let dx = 0; dx < run; dx += 1) painted.add(`${x + dx},${y}`);
  }
  return painted;
}

describe('qrPath', () => {
  it('paints exactly the dark modules, shifted by the quiet zone', () => {
    const matrix = qrMatrix(ADDRESS);
    const path = qrPath(matrix);
    expect(path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    const expected = new Set<string>();
    matrix.data.forEach((row, y) => row.forEach((dark, x) => dark && expected.add(`${x + QR_QUIET_ZONE},${y + QR_QUIET_ZONE}`)));
    expect(paintedModules(path)).toEqual(expected);
  });

  it('merges a row of dark modules into one run', () => {
    expect(qrPath({ size: 3, data: [[true, true, false], [false, false, false], [true, false, true]] }, 1)).toBe('M1 1h2v1h-2zM1 3h1v1h-1zM3 3h1v1h-1z');
  });

  it('the matrix is uqr encode without a border of its own', () => {
    const reference = encode(ADDRESS, { ecc: 'M', border: 0 });
    const matrix = qrMatrix(ADDRESS);
    expect(matrix.size).toBe(reference.size);
    expect(matrix.data).toEqual(reference.data);
    expect(matrix.data).toHaveLength(matrix.size);
  });
});

describe('QrCode', () => {
  it('draws one non-empty path in a viewBox of the matrix plus the quiet zone, named for assistive technology', () => {
    render(<QrCode value={ADDRESS} label="充币地址二维码" testId="qr" />);
    const svg = screen.getByRole('img', { name: '充币地址二维码' });
    expect(svg.getAttribute('data-testid')).toBe('qr');
    const { size } = encode(ADDRESS, { ecc: 'M', border: 0 });
    const side = size + 2 * QR_QUIET_ZONE;
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${side} ${side}`);
    expect(svg.getAttribute('data-modules')).toBe(String(size));
    const paths = svg.querySelectorAll('path');
    expect(paths).toHaveLength(1);
    expect(paths[0]?.getAttribute('d')).toBe(qrPath(qrMatrix(ADDRESS)));
    expect((paths[0]?.getAttribute('d') ?? '').length).toBeGreaterThan(0);
    // No markup injected: the value is text in an attribute only.
    expect(svg.querySelector('foreignObject, script')).toBeNull();
  });

  it('a longer value takes a larger matrix', () => {
    render(<QrCode value="1" label="short" />);
    render(<QrCode value={'x'.repeat(200)} label="long" />);
    const short = Number(screen.getByRole('img', { name: 'short' }).getAttribute('data-modules'));
    const long = Number(screen.getByRole('img', { name: 'long' }).getAttribute('data-modules'));
    expect(long).toBeGreaterThan(short);
  });
});
