import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BulletText } from "./bullet-text";

describe("BulletText", () => {
  afterEach(cleanup);

  it("shows lines starting with a dash or bullet as list items, other lines as paragraphs", () => {
    render(<BulletText text={"Intro line.\n- First point\n• Second point\n\nClosing line.\n- Last point"} />);
    const lists = screen.getAllByRole("list");
    expect(lists).toHaveLength(2);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "First point",
      "Second point",
      "Last point",
    ]);
    expect(screen.getByText("Intro line.").tagName).toBe("P");
    expect(screen.getByText("Closing line.").tagName).toBe("P");
  });

  it("keeps a hyphen inside a line as text", () => {
    render(<BulletText text="A well-known before-and-after example" />);
    expect(screen.queryByRole("list")).toBeNull();
  });
});
