import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon";

describe("Icon", () => {
  it("is hidden decoration without a label", () => {
    const { container } = render(<Icon name="trash" />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("class")).toBe("size-5");
    expect(svg.querySelector("path")?.getAttribute("d")).toMatch(/^M4 7h16/);
  });

  it("is a named image with a label, at the given size", () => {
    render(<Icon name="home" label="Home" className="size-6" strokeWidth={2} />);
    const svg = screen.getByRole("img", { name: "Home" });
    expect(svg.getAttribute("class")).toBe("size-6");
    expect(svg.getAttribute("stroke-width")).toBe("2");
  });
});
