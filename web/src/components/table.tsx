import { useDeferredValue, useId, useState, type ReactNode } from "react";
import { Icon } from "./icon";
import { LoadingLine } from "./loading-screen";

export interface TableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => string | number;
  className?: string;
}

type Direction = "ascending" | "descending";

interface TableProps<T> {
  /** Names the table (visually hidden caption) and its phone card list. */
  caption: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  loading?: boolean;
  /** A failure to show instead of the rows. */
  error?: string | null;
  /** Shown when loaded with no rows. */
  empty: ReactNode;
  /** Rows per page; the pager shows only when there is more than one page. */
  pageSize?: number;
  initialSort?: { column: string; direction: Direction };
}

/**
 * Rows in the first render: a desktop screenful. The rest of the page and the pager under it
 * follow in a deferred render (`useDeferredValue`), which React interrupts for any input.
 */
const FIRST_FRAME_ROWS = 8;

function compare(a: string | number, b: string | number): number {
  return typeof a === "number" && typeof b === "number" ? a - b : String(a).localeCompare(String(b));
}

/**
 * A data table: sortable headers (aria-sort), client-side paging, loading, empty and error states.
 * On phones each row reads as a card of label/value pairs instead of a sideways-scrolling table.
 */
export function Table<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  error = null,
  empty,
  pageSize = 20,
  initialSort,
}: TableProps<T>) {
  const captionId = useId();
  const [sort, setSort] = useState(initialSort ?? null);
  const [page, setPage] = useState(0);
  const painted = useDeferredValue(true, false);

  if (loading) return <LoadingLine />;
  if (error)
    return (
      <p className="text-error" role="alert">
        {error}
      </p>
    );
  if (rows.length === 0) return <div>{empty}</div>;

  const sortValue = sort && columns.find((column) => column.id === sort.column)?.sortValue;
  const sign = sort?.direction === "descending" ? -1 : 1;
  const sorted = sortValue ? [...rows].sort((a, b) => sign * compare(sortValue(a), sortValue(b))) : rows;
  const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const current = Math.min(page, pages - 1);
  const shownRows = painted ? pageSize : Math.min(pageSize, FIRST_FRAME_ROWS);
  const visible = sorted.slice(current * pageSize, current * pageSize + shownRows);

  const toggleSort = (column: string) => {
    setSort((previous) => ({
      column,
      direction: previous?.column === column && previous.direction === "ascending" ? "descending" : "ascending",
    }));
    setPage(0);
  };

  return (
    <div className="grid gap-3">
      {/* A table wider than its box scrolls sideways: the keyboard reaches the box to scroll it. */}
      <div className="hidden overflow-x-auto sm:block" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="table" aria-labelledby={captionId}>
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          {/* daisyUI greys table headers to 60% opacity, below AA contrast: they keep the text colour. */}
          <thead className="text-base-content">
            <tr>
              {columns.map((column) => {
                const direction = sort?.column === column.id ? sort.direction : undefined;
                return (
                  <th key={column.id} scope="col" aria-sort={column.sortValue ? (direction ?? "none") : undefined}>
                    {column.sortValue ? (
                      <button
                        type="button"
                        className="flex items-center gap-1 font-semibold"
                        onClick={() => toggleSort(column.id)}
                      >
                        {column.header}
                        <Icon
                          name={
                            direction === "ascending"
                              ? "chevron-up"
                              : direction === "descending"
                                ? "chevron-down"
                                : "sort"
                          }
                          className="size-4"
                        />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.id} className={column.className}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-2 sm:hidden" aria-label={caption}>
        {visible.map((row) => (
          <li key={rowKey(row)} className="card border-base-300 border">
            <dl className="card-body grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 p-3 text-sm">
              {columns.map((column) => (
                <div key={column.id} className="contents">
                  <dt className="text-base-content/70 font-semibold">{column.header}</dt>
                  <dd>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      {painted && pages > 1 && (
        <nav aria-label={`${caption} pages`} className="flex items-center justify-end gap-2 text-sm">
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          >
            Previous
          </button>
          <span aria-live="polite">
            Page {current + 1} of {pages}
          </span>
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            disabled={current === pages - 1}
            onClick={() => setPage(current + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
