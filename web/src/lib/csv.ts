export type CsvCell = string | number | boolean;

/**
 * The rows as CSV text. Cells that a spreadsheet would run as a formula (starting with = + - @)
 * are escaped. papaparse (about 7 kB) loads at the first export, not with the view.
 */
export async function csvText(rows: readonly (readonly CsvCell[])[]): Promise<string> {
  const { default: papa } = await import("papaparse");
  return papa.unparse(rows as CsvCell[][], { escapeFormulae: true });
}
