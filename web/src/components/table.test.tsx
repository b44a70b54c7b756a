import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Table, type TableColumn } from "./table";

interface Row {
  id: string;
  name: string;
  videos: number;
}

const COLUMNS: TableColumn<Row>[] = [
  { id: "name", header: "Name", cell: (row) => row.name, sortValue: (row) => row.name },
  { id: "videos", header: "Videos", cell: (row) => String(row.videos), sortValue: (row) => row.videos },
  { id: "note", header: "Note", cell: () => "-" },
];

const ROWS: Row[] = [
  { id: "1", name: "Carol", videos: 2 },
  { id: "2", name: "alice", videos: 10 },
  { id: "3", name: "Bob", videos: 1 },
];

function renderTable(props: Partial<Parameters<typeof Table<Row>>[0]> = {}) {
  return render(
    <Table
      caption="Learners"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(row) => row.id}
      empty="No learners yet."
      {...props}
    />,
  );
}

/** The first column of the desktop table, top to bottom. */
const names = () =>
  within(screen.getByRole("table", { name: "Learners" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]!.textContent);

describe("Table", () => {
  it("renders 8 rows in the first render, then the rest of the page and the pager", async () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      id: String(index),
      name: `Learner ${index}`,
      videos: index,
    }));
    const props = { caption: "Learners", columns: COLUMNS, rowKey: (row: Row) => row.id, empty: "-" };
    // A server render is the first render alone: useDeferredValue gives its initial value.
    const first = renderToStaticMarkup(<Table {...props} rows={many} pageSize={20} />);
    expect(first.match(/<tr>/g)).toHaveLength(1 + 8);
    expect(first).not.toContain("Page 1 of 2");

    renderTable({ rows: many, pageSize: 20 });
    await screen.findByText("Page 1 of 2");
    expect(names()).toHaveLength(20);
  });

  it("shows the rows as a table and as phone cards", () => {
    renderTable();
    expect(names()).toEqual(["Carol", "alice", "Bob"]);
    const cards = within(screen.getByRole("list", { name: "Learners" })).getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    expect(cards[0]!.textContent).toBe("NameCarolVideos2Note-");
  });

  it("lets the keyboard reach the table's box, which scrolls sideways when the table is wider", () => {
    renderTable();
    const box = screen.getByRole("region", { name: "Learners" });
    expect(box.tabIndex).toBe(0);
    expect(within(box).getByRole("table", { name: "Learners" })).toBeTruthy();
  });

  it("sorts by a header, ascending then descending, and marks aria-sort", async () => {
    renderTable();
    const header = screen.getByRole("columnheader", { name: "Videos" });
    expect(header.getAttribute("aria-sort")).toBe("none");
    expect(screen.getByRole("columnheader", { name: "Note" }).getAttribute("aria-sort")).toBeNull();
    await userEvent.click(within(header).getByRole("button"));
    expect(header.getAttribute("aria-sort")).toBe("ascending");
    expect(names()).toEqual(["Bob", "Carol", "alice"]);
    await userEvent.click(within(header).getByRole("button"));
    expect(header.getAttribute("aria-sort")).toBe("descending");
    expect(names()).toEqual(["alice", "Carol", "Bob"]);
    await userEvent.click(within(screen.getByRole("columnheader", { name: "Name" })).getByRole("button"));
    expect(names()).toEqual(["alice", "Bob", "Carol"]);
  });

  it("pages through the rows", async () => {
    renderTable({ pageSize: 2, initialSort: { column: "name", direction: "ascending" } });
    expect(names()).toEqual(["alice", "Bob"]);
    await screen.findByText("Page 1 of 2");
    expect((screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(names()).toEqual(["Carol"]);
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows no pager for a single page", () => {
    renderTable();
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("shows the loading, error and empty states instead of rows", () => {
    const { rerender } = renderTable({ loading: true });
    expect(screen.getByRole("status").textContent).toContain("Loading...");
    expect(screen.queryByRole("table")).toBeNull();
    const props = { caption: "Learners", columns: COLUMNS, rowKey: (row: Row) => row.id, empty: "No learners yet." };
    rerender(<Table {...props} rows={ROWS} error="We couldn't load the learners." />);
    expect(screen.getByRole("alert").textContent).toBe("We couldn't load the learners.");
    rerender(<Table {...props} rows={[]} />);
    expect(screen.getByText("No learners yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
