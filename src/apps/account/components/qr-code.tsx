import { encode } from 'uqr';

/**
 * A QR code as an image: an SVG of one path (a square per dark module), black on white in both
 * skins, the contrast a phone's camera needs. Only numbers go into the SVG, never `value`'s text.
 * `label` is its alternative text.
 */
export function QrCode({
  value,
  label,
  size = 184,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const { data, size: modules } = encode(value, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${modules} ${modules}" shape-rendering="crispEdges">`,
    `<rect width="${modules}" height="${modules}" fill="#fff"/>`,
    `<path d="${path}" fill="#000"/>`,
    '</svg>',
  ].join('');
  return (
    <img
      src={`data:image/svg+xml,${encodeURIComponent(svg)}`}
      alt={label}
      width={size}
      height={size}
      style={{ imageRendering: 'pixelated' }}
    />
  );
}
