// Where the benchmarks write their figures: between `<!-- NAME:start -->` and `<!-- NAME:end -->`
// in a Markdown file, so the figures in the docs are the ones a run printed.
import { readFileSync, writeFileSync } from 'node:fs';

/** A Markdown table, its columns padded (also readable as plain text in a terminal). */
export function table(headers, rows) {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => String(row[i]).length)),
  );
  const line = (cells) =>
    `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** Replaces what stands between the `name` markers of `file` with `section`. */
export function writeBenchSection(file, name, section) {
  const doc = readFileSync(file, 'utf8');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file} has no ${start} … ${end} section`);
  writeFileSync(file, `${doc.slice(0, from + start.length)}\n\n${section}\n\n${doc.slice(to)}`);
}
