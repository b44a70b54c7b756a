import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Tabs } from "./tabs";

const TABS = [
  { id: "week", label: "Last Week" },
  { id: "month", label: "Last Month" },
  { id: "lifetime", label: "Lifetime" },
] as const;

function Harness() {
  const [selected, setSelected] = useState<(typeof TABS)[number]["id"]>("week");
  return (
    <Tabs label="Period" tabs={TABS} selected={selected} onSelect={setSelected}>
      Showing {selected}
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });

describe("Tabs", () => {
  it("marks the selected tab, labels its panel and keeps one tab stop", () => {
    render(<Harness />);
    expect(screen.getByRole("tablist", { name: "Period" })).toBeTruthy();
    expect(tab("Last Week").getAttribute("aria-selected")).toBe("true");
    expect(tab("Last Month").getAttribute("aria-selected")).toBe("false");
    expect(TABS.map((entry) => tab(entry.label).tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole("tabpanel", { name: "Last Week" }).textContent).toBe("Showing week");
  });

  it("selects on click", async () => {
    render(<Harness />);
    await userEvent.click(tab("Lifetime"));
    expect(tab("Lifetime").getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "Lifetime" }).textContent).toBe("Showing lifetime");
  });

  it("moves with the arrow keys (wrapping), Home and End, focusing and selecting", async () => {
    render(<Harness />);
    await userEvent.click(tab("Last Week"));
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(tab("Last Month"));
    expect(tab("Last Month").getAttribute("aria-selected")).toBe("true");
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    expect(document.activeElement).toBe(tab("Last Week"));
    await userEvent.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(tab("Lifetime"));
    await userEvent.keyboard("{Home}");
    expect(document.activeElement).toBe(tab("Last Week"));
    await userEvent.keyboard("{End}");
    expect(document.activeElement).toBe(tab("Lifetime"));
    expect(screen.getByRole("tabpanel").textContent).toBe("Showing lifetime");
  });
});
