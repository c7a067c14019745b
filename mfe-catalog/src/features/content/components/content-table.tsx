export interface ContentTableProps {
  /** The id of the heading that names the table's scrolling region. */
  labelledBy: string;
  /** A caption for screen readers only. */
  caption?: string;
  /** The column headers, the first one above the row headers. */
  columns: readonly string[];
  /** Each row: its header, then its cells. */
  rows: ReadonlyArray<readonly string[]>;
}

/** A content page's table, in a region of its own that scrolls when it is wider than the page. */
export function ContentTable({ labelledBy, caption, columns, rows }: ContentTableProps) {
  return (
    <div
      className="catalog-content-table-wrap"
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
    >
      <table className="catalog-content-table">
        {caption ? <caption className="catalog-sr-only">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([header, ...cells]) => (
            <tr key={header}>
              <th scope="row">{header}</th>
              {cells.map((cell, i) => (
                <td key={columns[i + 1]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
